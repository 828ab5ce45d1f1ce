import type { AdminLogRow } from '@roamcart/contracts';
import { pagedListQuery } from './resource.ts';

/** The back-office action log. */
export const adminLogListQuery = pagedListQuery<AdminLogRow>('logs', '/logs');
