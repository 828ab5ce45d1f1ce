import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const key = 'ledger';

/** The newest ledger check and a page of what it found. */
export const ledgerIssuesQuery = pagedListQuery(key, adminApi.wallet.ledgerIssues);

/** Checks every ledger now; the page and the dashboard's count follow. */
export const useRunLedgerCheck = () => useRefreshingMutation(key, () => call(adminApi.wallet.ledgerCheck));
