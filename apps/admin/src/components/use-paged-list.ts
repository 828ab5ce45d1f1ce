import { useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Query } from '../api/client.ts';
import type { PagedListQuery } from '../api/resource.ts';

const DEFAULT_LIMIT = 20;
/** The address parameters of paging and sorting; every other one (but the page's fixed ones) is a filter. */
const LIST_PARAMS = ['page', 'limit', 'sort', 'order'];

/** The filters in the address: every parameter but paging and sorting. */
export function useAddressFilters(): Query {
  const [params] = useSearchParams();
  return Object.fromEntries([...params.entries()].filter(([name]) => !LIST_PARAMS.includes(name)));
}

const positive = (text: string | null, fallback: number) => (text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : fallback);

/**
 * One page of a list, its filters (with `fixed` ones the page sets, e.g. from its address), its
 * sorting, and the table pagination that drives it. Filters, page, page size and sort live in the
 * address (`?keyword=tea&page=2&sort=price&order=asc`), so a reload or a shared link shows the same rows.
 */
export function usePagedList<Row>(listQuery: PagedListQuery<Row>, fixed: Query = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const own = (name: string) => !LIST_PARAMS.includes(name) && !(name in fixed);
  const filters: Query = Object.fromEntries([...params.entries()].filter(([name]) => own(name)));
  const paging = { page: positive(params.get('page'), 1), limit: positive(params.get('limit'), DEFAULT_LIMIT) };
  const sort = params.get('sort') ?? undefined;
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const query = useQuery(listQuery({ ...filters, ...fixed, ...paging, ...(sort && { sort, order }) }));

  /** The address with `changes` applied (null removes a parameter); a new page of the same list replaces the history entry. */
  function update(changes: Record<string, string | null>, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace },
    );
  }

  const pagination: TablePaginationConfig = {
    current: paging.page,
    pageSize: paging.limit,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total) => t('admin.common.total', { total }),
    onChange: (page, limit) => update({ page: page > 1 ? String(page) : null, limit: limit !== DEFAULT_LIMIT ? String(limit) : null }, true),
  };

  /** The table's sorting: a click on a sortable column's header asks the server for that order, from the first page. */
  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const field = sorter.order ? String(sorter.columnKey ?? sorter.field) : null;
    update({ sort: field, order: field && sorter.order === 'ascend' ? 'asc' : null, page: null });
  };

  return {
    query,
    rows: query.data?.list ?? [],
    pagination,
    onChange,
    /** The filters in force (fixed ones included): an export of the same rows takes them. */
    filters: { ...filters, ...fixed },
    /** A column the server sorts by `field` (its `sort` value): its header sorts, and shows the order in force. */
    sortable(field: string): { key: string; sorter: true; sortOrder: SortOrder } {
      return { key: field, sorter: true, sortOrder: sort === field ? (order === 'asc' ? 'ascend' : 'descend') : null };
    },
    /** New filters start again from the first page; the page's fixed ones and the sort stay. */
    search(next: Query) {
      setParams((current) => {
        const kept = new URLSearchParams([...current.entries()].filter(([name]) => !own(name) && name !== 'page'));
        for (const [name, value] of Object.entries(next)) {
          if (value !== undefined && value !== null && value !== '') kept.set(name, String(value));
        }
        return kept;
      });
    },
  };
}
