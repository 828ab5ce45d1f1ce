import type { ChannelKind, ChannelPaymentStatus, PaymentChannelView } from '@roamcart/contracts';
import { t } from './i18n.ts';

/**
 * A channel payment's status (SPEC §4) in the interface language. Only a transfer is reviewed by
 * someone: an approved card payment (online) is simply paid.
 */
export function paymentStatusLabel(status: ChannelPaymentStatus, kind: ChannelKind): string {
  return t(kind === 'online' && status === 'review_approved' ? 'payment.status_paid' : `payment.status_${status}`);
}

/** What choosing the channel means for the payer: a card page, or a transfer reviewed by us; and, for a test channel, that no real money moves. */
export function channelHint(channel: PaymentChannelView): string {
  const hint = t(channel.kind === 'online' ? 'payment.online_hint' : 'payment.offline_hint');
  return channel.test ? `${hint} ${t('payment.test_channel')}` : hint;
}
