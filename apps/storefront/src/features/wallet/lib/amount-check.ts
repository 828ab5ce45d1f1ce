import { parseMajor } from '@roamcart/contracts/money';
import type { PaymentChannelView } from '@roamcart/contracts';
import { t } from '../../../lib/i18n.ts';
import { compareTyped, isPositive } from '../../../lib/amounts.ts';

/**
 * Why a typed amount cannot be paid on the channel, as the server would say it (SPEC §5: more
 * than 0, at most the currency's decimals, within the channel's limits); null when it can.
 * Checked here first so the payer is told while typing, without a call per keystroke.
 */
export function amountProblem(typed: string, digits: number, channel: PaymentChannelView | undefined, format: (amount: string) => string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const minor = parseMajor(text, digits);
  if (!/^\d+(\.\d+)?$/.test(text)) return t('validation.amount');
  if (minor === null) return digits === 0 ? t('validation.amount_whole') : t('validation.amount_decimals', { digits });
  if (minor <= 0n) return t('validation.amount_positive');
  if (!channel) return null;
  if ((compareTyped(text, channel.min) ?? 0) < 0) return t('error.4215', { min: format(channel.min) });
  if (isPositive(channel.max) && (compareTyped(text, channel.max) ?? 0) > 0) return t('error.4216', { max: format(channel.max) });
  return null;
}
