import type { ChannelPaymentStatus } from '@roamcart/contracts';
import { channelPayments } from './tables.ts';
import { defineStateMachine, type TransitionTable } from '../../platform/state-machine.ts';

/**
 * One table for every channel payment, top-up or order (SPEC §4). The payer sends an offline
 * voucher (pending review) or cancels; a verified gateway notice approves an online one, or fails
 * or cancels it; an admin decides a review. A gateway's confirmed payment counts even when it
 * arrives after the payment was given up on: the money was taken, so it is never dropped.
 */
const CHANNEL_PAYMENT_TRANSITIONS: TransitionTable<ChannelPaymentStatus> = {
  pending_payment: { pending_review: ['user'], review_approved: ['system'], payment_failed: ['system'], cancelled_payment: ['user', 'system'] },
  pending_review: { review_approved: ['admin'], review_failed: ['admin'] },
  payment_failed: { review_approved: ['system'] },
  cancelled_payment: { review_approved: ['system'] },
  review_approved: {},
  review_failed: {},
};

export const channelPaymentStatus = defineStateMachine<ChannelPaymentStatus>({
  kind: 'channel_payment',
  table: channelPayments,
  initial: 'pending_payment',
  terminal: ['review_approved', 'review_failed'],
  transitions: CHANNEL_PAYMENT_TRANSITIONS,
});
