import type { WithdrawalReviewBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const key = 'withdrawals';

/** The withdrawal review queue, newest first. */
export const withdrawalListQuery = pagedListQuery(key, adminApi.wallet.withdrawals);

/** Pays a withdrawal out or refuses it; the queue and the dashboard's count follow. */
export const useReviewWithdrawal = () =>
  useRefreshingMutation(key, (body: Pick<WithdrawalReviewBody, 'id' | 'approve'> & Partial<WithdrawalReviewBody>) => call(adminApi.wallet.reviewWithdrawal, body));
