import { queryOptions } from '@tanstack/react-query';
import type { RecordStatus, UserAdjustBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const USERS = 'users';
const routes = adminApi.users;

export const userListQuery = pagedListQuery(USERS, routes.list);

/** Profile, points, balance, addresses, invitation code and agent of one customer. */
export const userDetailQuery = (id: number) => queryOptions({ queryKey: [USERS, 'detail', id], queryFn: () => call(routes.detail, { id }) });

/** Answers the customer's row as it now is. */
export const useSetUserStatus = () => useRefreshingMutation(USERS, (body: { id: number; status: RecordStatus }) => call(routes.status, body));
export const useAdjustUser = () =>
  useRefreshingMutation(USERS, ({ body, idempotencyKey }: { body: UserAdjustBody; idempotencyKey: string }) =>
    call(routes.adjust, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
