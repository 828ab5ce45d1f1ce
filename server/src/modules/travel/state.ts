import type { TravelOrderStatus } from '@roamcart/contracts';
import { travelOrders } from './tables.ts';
import { defineStateMachine, type TransitionTable } from '../../platform/state-machine.ts';

/**
 * Hotel bookings and flight tickets (SPEC §4): an operator reviews the order before it can be
 * paid, and verifies it (rooms confirmed, tickets issued) once paid; for a hotel or fare with
 * instant confirmation the system does both (at booking, and at payment). Who may cancel narrows as the
 * order goes on: after payment only the traveller or an operator, with the refund the
 * cancellation timeline gives. A stay or flight that ended waits for its rating; the system
 * confirms it after the rating window.
 */
const TRAVEL_ORDER_TRANSITIONS: TransitionTable<TravelOrderStatus> = {
  ordered_pending_review: { reviewed_pending_payment: ['admin', 'system'], cancelled: ['user', 'admin', 'system'] },
  reviewed_pending_payment: { paid_pending_verification: ['user', 'system'], cancelled: ['user', 'admin', 'system'] },
  paid_pending_verification: { verified_completed: ['admin', 'system'], cancelled: ['user', 'admin'] },
  verified_completed: { verified_pending_rating: ['system'], cancelled: ['user', 'admin'] },
  verified_pending_rating: { confirmed: ['user', 'system'] },
  confirmed: {},
  cancelled: {},
};

export const travelOrderStatus = defineStateMachine<TravelOrderStatus, typeof travelOrders>({
  kind: 'travel_order',
  table: travelOrders,
  initial: 'ordered_pending_review',
  terminal: ['confirmed', 'cancelled'],
  transitions: TRAVEL_ORDER_TRANSITIONS,
});

/** States in which the rooms or seats are held but not yet paid: the hold deadline applies. */
export const HOLDING_STATUSES: readonly TravelOrderStatus[] = ['ordered_pending_review', 'reviewed_pending_payment'];
