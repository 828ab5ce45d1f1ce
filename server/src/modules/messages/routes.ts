import { messageDetailQuery, messageListQuery } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { listMessages, readAllMessages, readMessage } from './service.ts';

/** The signed-in customer's internal messages (API.md "/message/*"). */
export async function messageRoutes(app: App) {
  const { deps } = app;
  app.addHook('preHandler', app.requireUser);

  app.get('/message/list', { schema: { querystring: messageListQuery, tags: ['messages'] } }, async (request) =>
    listMessages(deps.db, request.user, request.query),
  );

  app.get('/message/detail', { schema: { querystring: messageDetailQuery, tags: ['messages'] } }, async (request) =>
    readMessage(deps.db, request.user, request.query.id),
  );

  app.post('/message/read_all', { schema: { tags: ['messages'] } }, async (request) => {
    await readAllMessages(deps.db, request.user);
    return null;
  });
}
