import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { recommendedGoodsQuery, type RecommendFor } from '../../api/get-recommended-goods.ts';
import { GoodsGrid, GoodsGridSkeleton } from './goods-grid.tsx';
import './goods-card.css';

/**
 * "You may also like": goods on sale bought with the goods or order it is about, and others of
 * their category (the best sellers about nothing). Says nothing when there is nothing to show or
 * the list could not load: it is a suggestion, never in the customer's way.
 */
export function MayAlsoLike({ about }: { about: RecommendFor }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending } = useQuery(recommendedGoodsQuery(about));
  if (!isPending && (!data || data.length === 0)) return null;
  return (
    <section className="may-also-like" aria-labelledby={titleId} data-testid="may-also-like">
      <h2 id={titleId} className="may-also-like-title">
        {t('shop.may_also_like')}
      </h2>
      {data ? <GoodsGrid goods={data} /> : <GoodsGridSkeleton count={4} />}
    </section>
  );
}
