// `npm run seed:large [-- <goods>]`: adds the large benchmark catalogue (20,000 goods, or the number given, or SEED_LARGE_CATALOGUE)
// and the demo hotels and flight network to the database the server would use (DATABASE_URL, else
// the embedded one in DATA_DIR), so a benchmarked server starts on a seeded database (its memory is
// then what serving takes, not what seeding took).
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { createLocalStorage } from './platform/storage.ts';
import { seedLargeCatalogue } from './seed/catalogue.ts';
import { seedDemoHotelReviews } from './seed/hotel-reviews.ts';
import { seedDemoHotels } from './seed/hotels.ts';
import { seedDemoFlights } from './seed/flights.ts';
import { seed } from './seed/index.ts';

const LARGE_CATALOGUE_GOODS = 20_000;

/** The size given on the command line (`npm run seed:large -- 200000`), if any. */
function goodsWanted(argument: string | undefined): number | undefined {
  if (argument === undefined) return undefined;
  const goods = Number(argument.replaceAll('_', ''));
  if (!Number.isInteger(goods) || goods < 0 || goods > 1_000_000) throw new Error(`seed:large takes a number of goods up to 1,000,000, not "${argument}"`);
  return goods;
}

async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await seed(database.db, { inviteCode: config.SEED_INVITE_CODE });
    const total = goodsWanted(process.argv[2]) ?? (config.SEED_LARGE_CATALOGUE || LARGE_CATALOGUE_GOODS);
    const started = Date.now();
    const added = await seedLargeCatalogue({ db: database.db, storage: createLocalStorage(config.dataDir) }, total);
    process.stdout.write(`Large catalogue on ${database.kind}: ${added} goods added in ${((Date.now() - started) / 1000).toFixed(1)} s (${total} wanted)\n`);
    // The hotel benchmarks search and read the demo hotels (a year of inventory and rates).
    const hotelsStarted = Date.now();
    if (await seedDemoHotels({ db: database.db, storage: createLocalStorage(config.dataDir) })) await seedDemoHotelReviews(database.db);
    process.stdout.write(`Demo hotels on ${database.kind} in ${((Date.now() - hotelsStarted) / 1000).toFixed(1)} s\n`);
    await seedDemoFlights(database.db);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
