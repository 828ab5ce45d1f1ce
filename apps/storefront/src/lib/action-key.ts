/**
 * A fresh Idempotency-Key for one user action. `crypto.randomUUID` exists only in secure contexts
 * (HTTPS, localhost); a phone on a plain-HTTP test address gets 128 random bits as hex instead.
 */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
