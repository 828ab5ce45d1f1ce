import type { messageSendBody, z } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const MESSAGES = 'messages';

/** Messages sent from the back office, newest first. */
export const sentMessageListQuery = pagedListQuery(MESSAGES, adminApi.messages.list);

/** Writes to one customer, or to every customer when `user_id` is left out. */
export const useSendMessage = () => useRefreshingMutation(MESSAGES, (body: z.infer<typeof messageSendBody>) => call(adminApi.messages.send, body));
