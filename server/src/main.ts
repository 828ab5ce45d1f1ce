import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { ensureFirstAdmin } from './modules/admin/index.ts';
import { seedDemoCatalogue, seedLargeCatalogue } from './seed/catalogue.ts';
import { seedDemoCoupons } from './seed/coupons.ts';
import { seedDemoGoodsOrders } from './seed/goods-orders.ts';
import { seedDemoSearchSynonyms } from './seed/search-synonyms.ts';
import { seedDemoHotelReviews } from './seed/hotel-reviews.ts';
import { seedDemoHotels } from './seed/hotels.ts';
import { seedDemoFlights } from './seed/flights.ts';
import { seed } from './seed/index.ts';

/** How long a stopping server waits for its requests in flight. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  // The demo customers' past orders come with the demo goods, on the start that adds them.
  if (await seedDemoCatalogue(app.deps)) await seedDemoGoodsOrders(app.deps);
  await seedDemoSearchSynonyms(app.deps.db);
  await seedDemoCoupons(app.deps.db);
  // The demo guests' reviews come with the demo hotels, on the start that adds them.
  if (await seedDemoHotels(app.deps)) await seedDemoHotelReviews(app.deps.db);
  await seedDemoFlights(app.deps.db);
  if (config.SEED_LARGE_CATALOGUE > 0) {
    const added = await seedLargeCatalogue(app.deps, config.SEED_LARGE_CATALOGUE);
    app.log.info(`Large catalogue: ${added} goods added (${config.SEED_LARGE_CATALOGUE} wanted)`);
  }
  // Stop listening, let the requests in flight finish (cut off after the grace period), then close the pool.
  const shutDown = async (signal: NodeJS.Signals) => {
    app.log.info(`${signal}: finishing the requests in flight, then stopping`);
    const cutOff = setTimeout(() => {
      app.log.warn(`requests still in flight after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(cutOff);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Roamcart on ${database.kind}: storefront http://${config.HOST}:${config.PORT}/  back office /admin/`);
  if (!config.publicUrlSet) {
    app.log.warn(`PUBLIC_URL is not set: links in mails and shared orders point at ${config.PUBLIC_URL}; payment pages and their returns use the address each request came to. Set PUBLIC_URL to the address customers use.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
