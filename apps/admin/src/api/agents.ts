import { queryOptions } from '@tanstack/react-query';
import type { AgentRow } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call, type Query } from './client.ts';
import { createResource } from './resource.ts';

export const agentsResource = createResource('agents', adminApi.agents);

const PAGE_LIMIT = 100;

/** Every agent matching the filters, page after page: agents are few and shown as one tree. */
export const allAgentsQuery = (filters: Query = {}) =>
  queryOptions({
    queryKey: [agentsResource.key, 'all', filters],
    queryFn: async () => {
      const rows: AgentRow[] = [];
      for (let page = 1; ; page += 1) {
        const result = await call(adminApi.agents.list, { ...filters, page, limit: PAGE_LIMIT });
        rows.push(...result.list);
        if (result.list.length < PAGE_LIMIT || rows.length >= result.total) return rows;
      }
    },
  });
