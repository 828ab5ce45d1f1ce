import { messageSendBody, sentMessageListQuery, sentMessageRow } from '../admin/content.ts';
import { messageDetail, messageDetailQuery, messageList, messageListQuery } from '../inbox.ts';
import { pageResultOf, z } from '../validation.ts';
import { adminRoute, storefrontRoute } from './define.ts';

const tag = 'messages';

/** The signed-in customer's internal messages (API.md "/message/*"). */
export const messageRoutes = {
  list: storefrontRoute({ tag, method: 'GET', path: '/message/list', auth: 'user', query: messageListQuery, response: messageList }),
  /** Marks the message read. */
  detail: storefrontRoute({ tag, method: 'GET', path: '/message/detail', auth: 'user', query: messageDetailQuery, response: messageDetail }),
  readAll: storefrontRoute({ tag, method: 'POST', path: '/message/read_all', auth: 'user', response: z.null() }),
};

const adminTag = 'admin messages';

export const messageAdminRoutes = {
  list: adminRoute({ tag: adminTag, method: 'GET', path: '/messages', auth: 'messages:list', query: sentMessageListQuery, response: pageResultOf(sentMessageRow) }),
  send: adminRoute({ tag: adminTag, method: 'POST', path: '/messages/send', auth: 'messages:send', body: messageSendBody, response: sentMessageRow }),
};
