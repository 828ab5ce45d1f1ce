import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomerBulkTagBody, CustomerNoteAddBody, CustomerPageQuery, CustomerTagBody, RecordStatus, UserAdjustBody } from '@roamcart/contracts';
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

/** Every tag on a customer the admin may see, for the list's tag filter. */
export const userTagsQuery = () => queryOptions({ queryKey: [USERS, 'tags'], queryFn: () => call(routes.tags) });

/** A customer's goods orders placed and total spent net of refunds. */
export const customerSpendingQuery = (userId: number) => queryOptions({ queryKey: [USERS, 'spending', userId], queryFn: () => call(routes.spending, { user_id: userId }) });

/** One customer's operator notes, wallet lines and points lines, a page at a time. */
export const customerNotesQuery = (query: CustomerPageQuery) => queryOptions({ queryKey: [USERS, 'notes', query], queryFn: () => call(routes.notes, query), placeholderData: keepPreviousData });
export const customerMoneyLogQuery = (query: CustomerPageQuery) => queryOptions({ queryKey: [USERS, 'money-log', query], queryFn: () => call(routes.moneyLog, query), placeholderData: keepPreviousData });
export const customerPointsLogQuery = (query: CustomerPageQuery) => queryOptions({ queryKey: [USERS, 'points-log', query], queryFn: () => call(routes.pointsLog, query), placeholderData: keepPreviousData });

export const useAddCustomerNote = () => useRefreshingMutation(USERS, (body: CustomerNoteAddBody) => call(routes.addNote, body));
export const useAddCustomerTag = () => useRefreshingMutation(USERS, (body: CustomerTagBody) => call(routes.addTag, body));
export const useRemoveCustomerTag = () => useRefreshingMutation(USERS, (body: CustomerTagBody) => call(routes.removeTag, body));
/** Puts a tag on each selected customer, answering per id. */
export const useBulkTagCustomers = () => useRefreshingMutation(USERS, (body: CustomerBulkTagBody) => call(routes.bulkTag, body));
