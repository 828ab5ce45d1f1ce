import { seedDemoFlights } from '../seed/flights.ts';
import type { TestApp } from './test-app.ts';

/** The demo flight network (airports, airlines, six months of flights and fares, the low-fare calendar) in a test's database. */
export async function seedFlightNetwork(t: TestApp): Promise<void> {
  await seedDemoFlights(t.db);
}
