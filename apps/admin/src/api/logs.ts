import { adminRoutes } from '@roamcart/contracts';
import { pagedListQuery } from './resource.ts';

/** The back-office action log. */
export const adminLogListQuery = pagedListQuery('logs', adminRoutes.logs);
