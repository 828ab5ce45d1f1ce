import { seedDemoHotels } from '../seed/hotels.ts';
import type { TestApp } from './test-app.ts';

/** The demo hotels with `days` of inventory and rates (fewer than the real seed's year keeps tests quick). */
export async function seedTestHotels(t: TestApp, days = 40): Promise<void> {
  await seedDemoHotels(t.app.deps, days);
}
