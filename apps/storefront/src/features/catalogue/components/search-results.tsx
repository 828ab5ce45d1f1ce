import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FilterOutline from 'antd-mobile-icons/es/FilterOutline';
import { goodsListInfiniteQuery, type GoodsSort } from '../api/get-goods-list.ts';
import { InfiniteGoods } from './infinite-goods.tsx';
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

/** The goods a search found, sorted and filtered as the customer chooses, page after page. */
export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<GoodsSort>('default');
  const [filter, setFilter] = useState<SearchFilter>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
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
          <div className="empty-note" role="status">
            <p>{t('shop.no_results', { keyword: isolate(keyword) })}</p>
            <p>{filters > 0 ? t('shop.no_results_filtered') : t('shop.no_results_hint')}</p>
          </div>
        }
      />
    </>
  );
}
