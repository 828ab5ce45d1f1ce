import { useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/client.ts';
import type { PagedListQuery } from '../api/resource.ts';

const DEFAULT_LIMIT = 20;

/** One page of a list, its filters (with `fixed` ones the page sets, e.g. from its address), and the table pagination that drives it. */
export function usePagedList<Row>(listQuery: PagedListQuery<Row>, fixed: Query = {}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Query>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_LIMIT });
  const query = useQuery(listQuery({ ...filters, ...fixed, ...paging }));

  const pagination: TablePaginationConfig = {
    current: paging.page,
    pageSize: paging.limit,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total) => t('admin.common.total', { total }),
    onChange: (page, limit) => setPaging({ page, limit }),
  };

  return {
    query,
    rows: query.data?.list ?? [],
    pagination,
    /** New filters start again from the first page. */
    search(next: Query) {
      setFilters(next);
      setPaging((current) => ({ ...current, page: 1 }));
    },
  };
}
