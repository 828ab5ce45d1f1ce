import { lt } from 'drizzle-orm';
import { BUILT_IN_PARAMETERS } from '@roamcart/contracts';
import { operatorMessages } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs/runner.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';

/** Days a message is kept (back office > parameters); the default when the parameter is missing or not a number. */
export const RETENTION_PARAMETER = { key: 'operator_message_retention_days', fallback: 90 } as const;

const DAY_MS = 86_400_000;

/**
 * Deletes the messages written more than the retention's days before `now`, with their read marks
 * (the foreign key cascades); returns how many went. Unread ones go too: read marks are per admin
 * and every super admin receives every message, so "unread by someone" would keep nearly all of
 * them forever, and what a message tells stays where it is acted on (a late order stays late in
 * the ticketing queue until its tickets are issued). A subject is not told again once its message
 * is gone: the event that tells it (the late mark) happens once.
 */
export async function pruneOperatorMessages(db: DbOrTx, ref: ReferenceData, now: Date): Promise<number> {
  // Saves keep the value within its range; the floor guards a row written around them, as a delete cannot be undone.
  const days = Math.max(BUILT_IN_PARAMETERS[RETENTION_PARAMETER.key]?.min ?? 1, await ref.intParameter(RETENTION_PARAMETER.key, RETENTION_PARAMETER.fallback));
  const pruned = await db
    .delete(operatorMessages)
    .where(lt(operatorMessages.createdAt, new Date(now.getTime() - days * DAY_MS)))
    .returning({ id: operatorMessages.id });
  return pruned.length;
}

/** Once a day the operators' old messages go (operator_message_retention_days). */
export function pruneOperatorMessagesJob(ref: ReferenceData): Job {
  return {
    name: 'operator-messages.prune',
    everyMs: DAY_MS,
    run: ({ db, now }) => pruneOperatorMessages(db, ref, now),
  };
}
