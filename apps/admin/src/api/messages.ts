import { adminRoutes, type messageSendBody, type z } from '@roamcart/contracts';
import { call } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const MESSAGES = 'messages';

/** Messages sent from the back office, newest first. */
export const sentMessageListQuery = pagedListQuery(MESSAGES, adminRoutes.messages.list);

/** Writes to one customer, or to every customer when `user_id` is left out. */
export const useSendMessage = () => useRefreshingMutation(MESSAGES, (body: z.infer<typeof messageSendBody>) => call(adminRoutes.messages.send, body));
