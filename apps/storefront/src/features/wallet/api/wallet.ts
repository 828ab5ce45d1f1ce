import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LedgerLogQuery, WithdrawalBody, WithdrawalStatus } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { userInfoKey } from '../../../api/get-user-info.ts';
import { walletKey } from '../../../api/query-keys.ts';
import { nextPageOf } from '../../../lib/paging.ts';

const PAGE_SIZE = 20;

/** The filters of a ledger log as the screen holds them: blank means "any". */
export type LogFilters = Pick<LedgerLogQuery, 'type' | 'date_from' | 'date_to'>;

/** The wallet's ledger lines, newest first, a page at a time, in `currency` (part of the key: the amounts come converted). */
export const moneyLogQuery = (filters: LogFilters, currency: string) =>
  infiniteQueryOptions({
    queryKey: [...walletKey, 'money-log', currency, filters],
    queryFn: ({ pageParam }) => call(storefrontApi.wallet.moneyLog, { page: pageParam, limit: PAGE_SIZE, ...filters }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const pointsLogQuery = (filters: LogFilters) =>
  infiniteQueryOptions({
    queryKey: [...walletKey, 'points-log', filters],
    queryFn: ({ pageParam }) => call(storefrontApi.wallet.pointsLog, { page: pageParam, limit: PAGE_SIZE, ...filters }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The channels money can be withdrawn through, with their limits in `currency`. */
export const withdrawalChannelsQuery = (currency: string) =>
  queryOptions({ queryKey: ['payment-channels', 'withdrawal', currency], queryFn: () => call(storefrontApi.payments.channels, { type: 'withdrawal' }, { overlay: false }) });

export const withdrawalsQuery = (status: WithdrawalStatus | undefined, currency: string) =>
  infiniteQueryOptions({
    queryKey: [...walletKey, 'withdrawals', currency, status ?? 'all'],
    queryFn: ({ pageParam }) => call(storefrontApi.wallet.withdrawals, { page: pageParam, limit: PAGE_SIZE, ...(status && { status }) }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function requestWithdrawal(body: WithdrawalBody, idempotencyKey: string) {
  return call(storefrontApi.wallet.withdraw, body, { idempotencyKey });
}

/** After money moved: the logs, the withdrawals and the balance are asked again. */
export async function refreshWallet(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: walletKey }), client.invalidateQueries({ queryKey: userInfoKey })]);
}
