import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsCard as GoodsCardData } from '@roamcart/contracts';
import { useMoney } from '../use-money.ts';
import { GoodsCard } from './goods-card.tsx';
import './goods-card.css';

/** Goods two to a row. `renderItem` wraps a card, e.g. in a swipe action, given the list's price format. */
export function GoodsGrid<T extends GoodsCardData>({
  goods,
  label,
  renderItem,
}: {
  goods: T[];
  label?: string;
  renderItem?: (goods: T, formatPrice: (amount: string) => string) => ReactNode;
}) {
  const money = useMoney();
  return (
    <ul className={renderItem ? 'goods-rows' : 'goods-grid'} aria-label={label}>
      {goods.map((item) => (
        <li key={item.id}>{renderItem ? renderItem(item, money.format) : <GoodsCard goods={item} formatPrice={money.format} />}</li>
      ))}
    </ul>
  );
}

/** Grey cards in the shape of the goods on their way, announced once as loading; `className` picks the layout. */
export function GoodsGridSkeleton({ count = 6, className = 'goods-grid' }: { count?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="goods-card is-skeleton" aria-hidden="true">
          <span className="goods-card-media" />
          <span className="skeleton-line" />
          <span className="skeleton-line is-short" />
        </div>
      ))}
    </div>
  );
}
