import { useTranslation } from 'react-i18next';
import { goodsListInfiniteQuery } from '../api/get-goods-list.ts';
import { InfiniteGoods } from './infinite-goods.tsx';
import { useInfiniteList } from '../../../components/use-infinite-list.ts';

/** Home's goods list starts short, so it has little to draw at first; scrolling brings more. */
const RECOMMENDED_PAGE_SIZE = 10;

/** Goods to scroll through on Home, in the shop's own order. */
export function RecommendedGoods() {
  const { t } = useTranslation();
  const list = useInfiniteList(goodsListInfiniteQuery({ sort: 'default' }, RECOMMENDED_PAGE_SIZE));
  return <InfiniteGoods {...list} label={t('shop.recommended')} empty={<p className="empty-note">{t('shop.no_goods')}</p>} />;
}
