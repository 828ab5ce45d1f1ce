import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'messages';

const adminTag = 'admin messages';

/** The signed-in customer's internal messages (API.md "/message/*"). */
export const messageEndpoints = {
  list: storefrontEndpoint({ tag, method: 'GET', path: '/message/list', auth: 'user' }),
  /** Marks the message read. */
  detail: storefrontEndpoint({ tag, method: 'GET', path: '/message/detail', auth: 'user' }),
  readAll: storefrontEndpoint({ tag, method: 'POST', path: '/message/read_all', auth: 'user' }),
};

export const messageAdminEndpoints = {
  list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/messages', auth: 'messages:list' }),
  send: adminEndpoint({ tag: adminTag, method: 'POST', path: '/messages/send', auth: 'messages:send' }),
};
