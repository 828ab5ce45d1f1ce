import { useQueryClient, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import type { PageResult, SavedGoods } from '@roamcart/contracts';
import { isolate } from '../../../lib/bidi.ts';
import { showToast } from '../../../lib/notify.ts';
import { GoodsCard } from '../../../components/goods/goods-card.tsx';
import { InfiniteGoods } from './infinite-goods.tsx';
import { useInfiniteList, type FlatList } from '../../../components/use-infinite-list.ts';

interface SavedGoodsListProps<K extends QueryKey> {
  query: UseInfiniteQueryOptions<PageResult<SavedGoods>, Error, FlatList<SavedGoods>, K, number>;
  /** Every query to refresh after a removal. */
  invalidate: readonly unknown[];
  remove: (goodsId: number) => Promise<unknown>;
  label: string;
  empty: ReactNode;
}

/**
 * Favourites or browsing history: one goods a row, swiped aside to remove it. The row's own
 * remove button does the same for those who cannot drag (WCAG 2.5.7); goods still for sale have
 * a buy button that picks the options and quantity on /choosegoods.
 */
export function SavedGoodsList<K extends QueryKey>({ query, invalidate, remove, label, empty }: SavedGoodsListProps<K>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useInfiniteList(query);

  const removeGoods = async (goods: SavedGoods) => {
    await remove(goods.id);
    await queryClient.invalidateQueries({ queryKey: invalidate });
    showToast(t('shop.removed'));
  };

  return (
    <InfiniteGoods
      {...list}
      label={label}
      empty={empty}
      renderItem={(goods, formatPrice) => (
        <SwipeAction
          rightActions={[{ key: 'remove', text: t('shop.remove'), color: 'danger', onClick: () => void removeGoods(goods).catch(() => undefined) }]}
        >
          <div className="saved-row">
            <GoodsCard goods={goods} formatPrice={formatPrice} onSale={goods.on_sale} />
            <button
              type="button"
              className="saved-row-remove"
              aria-label={t('shop.remove_named', { name: isolate(goods.name) })}
              onClick={() => void removeGoods(goods).catch(() => undefined)}
            >
              <CloseOutline aria-hidden="true" />
            </button>
            {goods.on_sale && goods.stock > 0 && (
              <button
                type="button"
                className="saved-row-buy"
                aria-label={t('shop.buy_named', { name: isolate(goods.name) })}
                onClick={() => navigate(`/choosegoods?id=${goods.id}`)}
              >
                <ShopbagOutline aria-hidden="true" />
              </button>
            )}
          </div>
        </SwipeAction>
      )}
    />
  );
}
