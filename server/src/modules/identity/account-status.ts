import { users } from '../../platform/tables/users.ts';
import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * A customer account's status: only the back office disables and enables it. Deleting an
 * account is not a status (it releases the email and keeps `status`), so it is not a move here.
 */
export const accountStatus = defineStateMachine({
  kind: 'user_account',
  table: users,
  initial: 'active',
  terminal: [],
  transitions: {
    active: { disabled: ['admin'] },
    disabled: { active: ['admin'] },
  },
});
