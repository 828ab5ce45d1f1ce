import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { gatewayCallbacks } from '../tables.ts';
import type { Db } from '../../../platform/db.ts';
import { queueSandboxEvent, SANDBOX_SIGNATURE_HEADER, signSandboxBody, type SandboxEvent } from './sandbox.ts';

/** Attempts after which a notice is given up (about three days of hourly tries). */
const MAX_ATTEMPTS = 80;
const FIRST_RETRY_MS = 15_000;
const LONGEST_WAIT_MS = 60 * 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;

/** Waits between tries double from 15 seconds up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_WAIT_MS);
}

export interface CallbackSender {
  db: Db;
  secret: Buffer;
  /** Where the notices go: this server's callback route. */
  url: () => string;
}

/** Posts one notice, signed afresh with the time of this try; true when the receiver acknowledged it (2xx). */
async function post(sender: CallbackSender, url: string, body: string, now: Date): Promise<{ ok: boolean; error: string | null }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(sender.secret, body, now) },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    return response.ok ? { ok: true, error: null } : { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: String(error) };
  }
}

async function attempt(sender: CallbackSender, callback: typeof gatewayCallbacks.$inferSelect, now: Date): Promise<boolean> {
  const { ok, error } = await post(sender, callback.url, callback.body, now);
  const attempts = callback.attempts + 1;
  await sender.db
    .update(gatewayCallbacks)
    .set(ok ? { attempts, deliveredAt: now, lastError: null } : { attempts, lastError: error, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
    .where(eq(gatewayCallbacks.id, callback.id));
  return ok;
}

/** Keeps the notice and sends it at once; a receiver that does not acknowledge gets it again later (deliverDueCallbacks). */
export async function sendSandboxEvent(sender: CallbackSender, event: SandboxEvent, now: Date): Promise<boolean> {
  return attempt(sender, await queueSandboxEvent(sender.db, sender.url(), event, now), now);
}

/** The retry job's round: every notice due and not yet acknowledged is sent again. Returns how many were acknowledged. */
export async function deliverDueCallbacks(sender: CallbackSender, now: Date): Promise<number> {
  const due = await sender.db
    .select()
    .from(gatewayCallbacks)
    .where(and(isNull(gatewayCallbacks.deliveredAt), lte(gatewayCallbacks.nextAttemptAt, now), lte(gatewayCallbacks.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(gatewayCallbacks.nextAttemptAt))
    .limit(50);
  let delivered = 0;
  for (const callback of due) if (await attempt(sender, callback, now)) delivered += 1;
  return delivered;
}
