import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { collectGoods } from '../api/collect-goods.ts';
import { collectStateQuery } from '../api/get-collect-state.ts';
import { favouritesInfiniteQuery, favouritesKey } from '../api/get-saved-goods.ts';
import { SavedGoodsList } from '../components/saved-goods-list.tsx';
import { Page } from '../../../components/page.tsx';

/** Wishlist: the goods the customer keeps, newest first; swipe one aside to let it go. */
export function WishlistScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Through the same toggle as the goods' own heart, which then shows it as not kept.
  const removeFavourite = async (goodsId: number) => {
    await collectGoods(goodsId, false);
    await queryClient.invalidateQueries({ queryKey: collectStateQuery(goodsId).queryKey });
  };
  return (
    <Page title={t('shop.wishlist')}>
      <SavedGoodsList
        query={favouritesInfiniteQuery()}
        invalidate={favouritesKey}
        remove={removeFavourite}
        label={t('shop.wishlist')}
        empty={
          <div className="empty-note">
            <p>{t('shop.wishlist_empty')}</p>
            <Link className="button-link is-primary" to="/">
              {t('shop.go_shopping')}
            </Link>
          </div>
        }
      />
    </Page>
  );
}
