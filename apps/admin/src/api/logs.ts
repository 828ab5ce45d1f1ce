import { adminApi } from '@roamcart/contracts/api';
import { pagedListQuery } from './resource.ts';

/** The back-office action log. */
export const adminLogListQuery = pagedListQuery('logs', adminApi.logs);
