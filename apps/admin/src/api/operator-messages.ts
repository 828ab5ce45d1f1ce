import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OPERATOR_MESSAGE_ORDERS } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { useRefreshingMutation } from './resource.ts';

const OPERATOR_MESSAGES = 'operator_messages';
const routes = adminApi.operatorMessages;
/** How often the header's bell asks again: a late order waits at most this long to be seen. */
const POLL_MS = 30_000;

export type OperatorMessageOrder = (typeof OPERATOR_MESSAGE_ORDERS)[number];

/**
 * A page of the admin's messages with the unread count, asked again every 30 s while the window
 * is shown; a failed poll pops nothing (the next one tries again).
 */
export const operatorMessagesQuery = (params: { page: number; limit: number; order: OperatorMessageOrder }) =>
  queryOptions({
    queryKey: [OPERATOR_MESSAGES, params],
    queryFn: () => call(routes.list, params, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });

export const useReadOperatorMessage = () => useRefreshingMutation(OPERATOR_MESSAGES, (id: number) => call(routes.read, { id }));
export const useReadAllOperatorMessages = () => useRefreshingMutation(OPERATOR_MESSAGES, () => call(routes.readAll));
