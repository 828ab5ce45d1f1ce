import type { Job } from '../../platform/jobs/runner.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { followStays, releaseExpiredHolds } from './booking.ts';
import { localHotelProvider } from './local-provider.ts';

/** Bookings not reviewed or not paid by their hold deadline are cancelled and their rooms released. */
export const releaseExpiredHotelHoldsJob: Job = {
  name: 'hotels.release-expired-holds',
  everyMs: 60_000,
  run: ({ db, now }) => releaseExpiredHolds(db, localHotelProvider, now),
};

/** After check-out bookings wait for their rating; after the rating window (travel_rating_days) they are confirmed. */
export function followHotelStaysJob(ref: ReferenceData): Job {
  return {
    name: 'hotels.follow-stays',
    everyMs: 10 * 60_000,
    run: ({ db, now }) => followStays(db, ref, now),
  };
}
