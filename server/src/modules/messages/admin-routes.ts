import { messageSendBody, sentMessageListQuery } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { listSentMessages, sendMessage } from './service.ts';

const tags = ['admin messages'];

export async function messageAdminRoutes(app: App) {
  const { deps } = app;

  app.get('/messages', { schema: { querystring: sentMessageListQuery, tags }, config: { permission: 'messages:list' } }, async (request) =>
    listSentMessages(deps, request.admin, request.query),
  );

  app.post('/messages/send', { schema: { body: messageSendBody, tags }, config: { permission: 'messages:send' } }, async (request) =>
    sendMessage(deps, request.admin, request.body),
  );
}
