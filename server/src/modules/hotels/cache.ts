import type { DbOrTx } from '../../platform/db.ts';
import { dropCachedAnswers, type ResponseCache } from '../../platform/response-cache.ts';

/** The response-cache region of hotel home, search, detail and reviews answers. */
export const HOTEL_ANSWERS = 'hotels';

/**
 * Call after any change of hotels, room types, rate plans, inventory or rates (the back office's
 * edits, a booking's holds and releases) or a guest's rating: every server on the database drops
 * its cached hotel answers once `db`'s transaction commits; pass `responses` (app.deps.responses)
 * to drop this server's at once too, so the caller's next read sees the change.
 */
export async function hotelInventoryChanged(db: DbOrTx, responses?: ResponseCache): Promise<void> {
  await dropCachedAnswers(db, HOTEL_ANSWERS);
  responses?.invalidate(HOTEL_ANSWERS);
}
