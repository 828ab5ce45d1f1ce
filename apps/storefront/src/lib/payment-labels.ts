import type { ChannelPaymentStatus, PaymentChannelView } from '@roamcart/contracts';
import { t } from './i18n.ts';

/** A channel payment's status (SPEC §4) in the interface language. */
export function paymentStatusLabel(status: ChannelPaymentStatus): string {
  return t(`payment.status_${status}`);
}

/** What choosing the channel means for the payer: a card page, or a transfer reviewed by us. */
export function channelHint(channel: PaymentChannelView): string {
  return t(channel.kind === 'online' ? 'payment.online_hint' : 'payment.offline_hint');
}
