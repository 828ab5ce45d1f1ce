import { adminEndpoint } from '../endpoint.ts';

const tag = 'admin operator messages';

/**
 * The signed-in admin's own messages from the system: any admin with a session, each seeing only
 * the kinds its role's permissions receive (operator-messages.ts).
 */
export const operatorMessageAdminEndpoints = {
  list: adminEndpoint({ tag, method: 'GET', path: '/operator_messages', auth: 'signed-in' }),
  read: adminEndpoint({ tag, method: 'POST', path: '/operator_messages/read', auth: 'signed-in' }),
  readAll: adminEndpoint({ tag, method: 'POST', path: '/operator_messages/read_all', auth: 'signed-in' }),
};
