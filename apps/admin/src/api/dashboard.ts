import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Today's counts, each with the admin page behind it. */
export const dashboardQuery = queryOptions({ queryKey: ['dashboard'], queryFn: () => call(adminApi.dashboard) });
