import { useTranslation } from 'react-i18next';
import type { CategoryTree } from '@roamcart/contracts';
import '../goods.css';

/** A row of tabs: "All", then each category; undefined stands for "All". */
export function CategoryTabs({
  categories,
  selected,
  onSelect,
  label,
}: {
  categories: Pick<CategoryTree[number], 'id' | 'name'>[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const tabs = [{ id: undefined, name: t('shop.all') }, ...categories];
  return (
    <div className="category-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id ?? 'all'}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          className={tab.id === selected ? 'category-tab is-active' : 'category-tab'}
          onClick={() => onSelect(tab.id)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
