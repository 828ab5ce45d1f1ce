import { queryOptions } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserRow, RecordStatus, UserAdjustBody, UserAdjustResult } from '@roamcart/contracts';
import { adminApi } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const USERS = 'users';

export const userListQuery = pagedListQuery<AdminUserRow>(USERS, '/users');

/** Profile, points, balance, addresses, invitation code and agent of one customer. */
export const userDetailQuery = (id: number) => queryOptions({ queryKey: [USERS, 'detail', id], queryFn: () => adminApi.get<AdminUserDetail>(`/users/${id}`) });

export const useSetUserStatus = () => useRefreshingMutation(USERS, (body: { id: number; status: RecordStatus }) => adminApi.post<null>('/users/status', body));
export const useAdjustUser = () =>
  useRefreshingMutation(USERS, ({ body, idempotencyKey }: { body: UserAdjustBody; idempotencyKey: string }) =>
    adminApi.post<UserAdjustResult>('/users/adjust', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
