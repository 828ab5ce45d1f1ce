import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import FilterOutline from 'antd-mobile-icons/es/FilterOutline';
import { goodsListInfiniteQuery, type GoodsSort } from '../api/get-goods-list.ts';
import { InfiniteGoods } from './infinite-goods.tsx';
import { MayAlsoLike } from '../../../components/goods/may-also-like.tsx';
import { useInfiniteList } from '../../../components/use-infinite-list.ts';
import { isolate } from '../../../lib/bidi.ts';
import { activeFilterCount } from '../../../components/filter-form.tsx';
import { SearchFilters, type SearchFilter } from './search-filters.tsx';

/** Every sort the server knows, with its label (a Record, so a new sort cannot be left out). */
const SORT_LABELS: Record<GoodsSort, string> = {
  default: 'shop.sort_default',
  sales: 'shop.sort_sales',
  price_asc: 'shop.sort_price_asc',
  price_desc: 'shop.sort_price_desc',
  newest: 'shop.sort_newest',
};
const SORTS = Object.keys(SORT_LABELS) as GoodsSort[];

const PRICE_TEXT = /^\d{1,12}(\.\d{1,4})?$/;

/** The sort and filters a search's address holds; what is missing or malformed there is not chosen. */
function searchChoiceOf(params: URLSearchParams): { sort: GoodsSort; filter: SearchFilter } {
  const named = params.get('sort');
  const sort = SORTS.find((option) => option === named) ?? 'default';
  const price = (name: 'price_min' | 'price_max') => {
    const value = params.get(name) ?? '';
    return PRICE_TEXT.test(value) ? value : undefined;
  };
  const on = (name: 'is_new' | 'in_stock') => (params.get(name) === '1' ? true : undefined);
  return { sort, filter: { price_min: price('price_min'), price_max: price('price_max'), is_new: on('is_new'), in_stock: on('in_stock') } };
}

/** The address of a search with that sort and those filters (the default sort and unset filters left out). */
function searchParamsOf(keyword: string, { sort, filter }: { sort: GoodsSort; filter: SearchFilter }): URLSearchParams {
  const params = new URLSearchParams({ keyword });
  if (sort !== 'default') params.set('sort', sort);
  if (filter.price_min) params.set('price_min', filter.price_min);
  if (filter.price_max) params.set('price_max', filter.price_max);
  if (filter.is_new) params.set('is_new', '1');
  if (filter.in_stock) params.set('in_stock', '1');
  return params;
}

/** The goods a search found, sorted and filtered as the customer chooses, page after page; other goods to look at when it found none. */
export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { sort, filter } = searchChoiceOf(params);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The choice lives in the address (a shared or reloaded search shows the same goods); it replaces
  // the entry, so Back still leaves the search rather than stepping through each sort tapped.
  const choose = (next: { sort: GoodsSort; filter: SearchFilter }) => setParams(searchParamsOf(keyword, next), { replace: true });
  const setSort = (option: GoodsSort) => choose({ sort: option, filter });
  const setFilter = (next: SearchFilter) => choose({ sort, filter: next });
  const list = useInfiniteList(goodsListInfiniteQuery({ keyword, sort, ...filter }));
  const filters = activeFilterCount(filter);

  return (
    <>
      <div className="search-toolbar">
        <div className="category-tabs" role="group" aria-label={t('shop.sort_by')}>
          {SORTS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={sort === option}
              className={sort === option ? 'category-tab is-active' : 'category-tab'}
              onClick={() => setSort(option)}
            >
              {t(SORT_LABELS[option])}
            </button>
          ))}
        </div>
        <button type="button" className="search-filter-toggle" aria-expanded={filtersOpen} aria-controls="search-filters" onClick={() => setFiltersOpen((open) => !open)}>
          <FilterOutline aria-hidden="true" />
          {t('shop.filters')}
          {filters > 0 && <span className="count-badge">{filters}</span>}
        </button>
      </div>
      <div id="search-filters" hidden={!filtersOpen}>
        <SearchFilters
          value={filter}
          onApply={(next) => {
            setFilter(next);
            setFiltersOpen(false);
          }}
        />
      </div>
      {list.total !== undefined && list.total > 0 && (
        <p className="search-count" role="status">
          {t('shop.results_count', { count: list.total })}
        </p>
      )}
      <InfiniteGoods
        {...list}
        label={t('shop.results_for', { keyword: isolate(keyword) })}
        empty={
          <>
            <div className="empty-note" role="status">
              <p>{t('shop.no_results', { keyword: isolate(keyword) })}</p>
              <p>{filters > 0 ? t('shop.no_results_filtered') : t('shop.no_results_hint')}</p>
            </div>
            <MayAlsoLike about={{}} />
          </>
        }
      />
    </>
  );
}
