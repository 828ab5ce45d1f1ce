import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form.tsx';
import { useMoney } from '../../../components/use-money.ts';
import type { GoodsFilter } from '../api/get-goods-list.ts';

export type SearchFilter = Pick<GoodsFilter, 'price_min' | 'price_max' | 'is_new' | 'in_stock'>;

/** The filters: a price range in the customer's currency, new goods only, in stock only. */
export function SearchFilters({ value, onApply }: { value: SearchFilter; onApply: (filter: SearchFilter) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <FilterForm
      className="search-filters"
      idPrefix="search"
      price={{ legend: t('shop.price_range', { currency: money.code }), className: 'price-range', wholeDigits: 12, value }}
      switches={[
        { name: 'is_new', label: t('shop.only_new'), on: value.is_new ?? false },
        { name: 'in_stock', label: t('shop.only_in_stock'), on: value.in_stock ?? false },
      ]}
      onApply={onApply}
      onReset={() => onApply({})}
    />
  );
}
