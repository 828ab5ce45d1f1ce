import { operatorMessageList, operatorMessageListQuery, operatorMessageReadBody, operatorMessageRow } from '../admin/operator-messages.ts';
import { z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { operatorMessageAdminEndpoints } from './endpoints/operator-messages.ts';

export const operatorMessageAdminRoutes = withSchemas(operatorMessageAdminEndpoints, {
  list: { query: operatorMessageListQuery, response: operatorMessageList },
  /** Answers the message, now read. */
  read: { body: operatorMessageReadBody, response: operatorMessageRow },
  readAll: { response: z.null() },
});
