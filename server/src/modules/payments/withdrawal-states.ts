import type { WithdrawalStatus } from '@roamcart/contracts';
import { withdrawals } from './tables.ts';
import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * A withdrawal waits for an operator, who pays it out (success) or refuses it (failed, the held
 * money given back). Both ends are final.
 */
export const withdrawalStatus = defineStateMachine<WithdrawalStatus>({
  kind: 'withdrawal',
  table: withdrawals,
  initial: 'pending_review',
  terminal: ['withdrawal_success', 'balance_withdrawal_failed'],
  transitions: {
    pending_review: { withdrawal_success: ['admin'], balance_withdrawal_failed: ['admin'] },
    withdrawal_success: {},
    balance_withdrawal_failed: {},
  },
});
