import { messageSendBody, sentMessageListQuery, sentMessageRow } from '../admin/content.ts';
import { messageDetail, messageDetailQuery, messageList, messageListQuery } from '../inbox.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { messageEndpoints, messageAdminEndpoints } from './endpoints/messages.ts';

export const messageRoutes = withSchemas(messageEndpoints, {
  list: { query: messageListQuery, response: messageList },
  detail: { query: messageDetailQuery, response: messageDetail },
  readAll: { response: z.null() },
});

export const messageAdminRoutes = withSchemas(messageAdminEndpoints, {
  list: { query: sentMessageListQuery, response: pageResultOf(sentMessageRow) },
  send: { body: messageSendBody, response: sentMessageRow },
});
