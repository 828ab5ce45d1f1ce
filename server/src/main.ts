import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { ensureFirstAdmin } from './modules/admin/index.ts';
import { seedDemoCatalogue, seedLargeCatalogue } from './seed/catalogue.ts';
import { seedDemoCoupons } from './seed/coupons.ts';
import { seedDemoHotels } from './seed/hotels.ts';
import { seedDemoFlights } from './seed/flights.ts';
import { seed } from './seed/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig(process.env, {
    storefrontDist: path.join(repoRoot, 'apps/storefront/dist'),
    adminDist: path.join(repoRoot, 'apps/admin/dist'),
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await seed(database.db, { inviteCode: config.SEED_INVITE_CODE });
  const app = await buildApp({ config, db: database.db, listen: database.listen });
  await ensureFirstAdmin(app.deps, app.log);
  await seedDemoCatalogue(app.deps);
  await seedDemoCoupons(app.deps.db);
  await seedDemoHotels(app.deps);
  await seedDemoFlights(app.deps.db);
  if (config.SEED_LARGE_CATALOGUE > 0) {
    const added = await seedLargeCatalogue(app.deps, config.SEED_LARGE_CATALOGUE);
    app.log.info(`Large catalogue: ${added} goods added (${config.SEED_LARGE_CATALOGUE} wanted)`);
  }
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Roamcart on ${database.kind}: storefront http://${config.HOST}:${config.PORT}/  back office /admin/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
