import { translateMessage } from './messages.ts';

/**
 * A text the system writes for people to read later (a wallet or points line's remark, a note in
 * an order's history, a reason chosen from a list): stored as a message key and its values, and
 * put into words in each reader's language when read. A value may itself be a key (`{key}`), put
 * into words in the same language: a chosen reason inside "reason: details".
 */
export type SystemTextParam = string | number | { key: string };
export type SystemTextParams = Record<string, SystemTextParam>;
export interface SystemText {
  key: string;
  params?: SystemTextParams;
}

/** How a language puts a key into words (the server's editable translations, or the built-in messages). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** `text` in words by `translate`, its key-valued params first. */
export function renderSystemText(text: SystemText, translate: Translate): string {
  const params = Object.fromEntries(
    Object.entries(text.params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? translate(value.key) : value]),
  );
  return translate(text.key, params);
}

/** `text` in words of the built-in messages of `lang` (English for what is stored beside the key). */
export function systemTextIn(lang: string, text: SystemText): string {
  return renderSystemText(text, (key, params) => translateMessage(lang, key, params));
}

/** Why a buyer cancels an unpaid order, chosen from a list: `system.cancel_reason.<code>`. */
export const CANCEL_REASONS = ['changed_mind', 'wrong_address', 'found_cheaper', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Why a buyer asks for a refund, chosen from a list: `system.refund_reason.<code>`. */
export const REFUND_REASONS = ['damaged', 'not_as_described', 'wrong_item', 'not_needed', 'late', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * A reason chosen from a list (`system.<list>.<code>`) with the words the customer typed after it,
 * which stay as typed; just the typed words when no reason was chosen (an older client).
 */
export function chosenReason(list: 'cancel_reason' | 'refund_reason', code: string | undefined, details: string): SystemText | string {
  if (!code) return details;
  const reason = { key: `system.${list}.${code}` };
  return details ? { key: 'system.reason_with_details', params: { reason, details } } : reason;
}
