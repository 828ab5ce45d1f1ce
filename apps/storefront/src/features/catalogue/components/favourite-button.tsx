import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import HeartFill from 'antd-mobile-icons/es/HeartFill';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import { collectGoods } from '../api/collect-goods.ts';
import { collectStateQuery } from '../api/get-collect-state.ts';
import { showToast } from '../../../lib/notify.ts';
import { saveBackRoute, sessionStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/use-store.ts';

/**
 * The heart: a toggle of the goods among the user's favourites. A guest is asked to sign in
 * first and brought back here afterwards (the login guard's return route).
 */
export function FavouriteButton({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const { token } = useStore(sessionStore);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useQuery({ ...collectStateQuery(goodsId), enabled: token !== null });
  const toggle = useMutation({
    mutationFn: (collect: boolean) => collectGoods(goodsId, collect),
    onSuccess: (answer) => {
      queryClient.setQueryData(collectStateQuery(goodsId).queryKey, answer);
      // The Wishlist's queries all start with this key; a screen kept alive must not show the old list.
      void queryClient.invalidateQueries({ queryKey: ['favourites'] });
      showToast(t(answer.collected ? 'goods_detail.favourite_added' : 'goods_detail.favourite_removed'));
    },
  });
  const collected = token !== null && state.data?.collected === true;
  const busy = toggle.isPending || (token !== null && state.isPending);

  const onClick = () => {
    if (busy) return;
    if (token === null) {
      showToast(t('goods_detail.sign_in_to_favourite'));
      saveBackRoute(location.pathname + location.search);
      navigate('/login');
      return;
    }
    toggle.mutate(!collected);
  };

  return (
    <button
      type="button"
      className={collected ? 'goods-favourite is-on' : 'goods-favourite'}
      aria-label={t('goods_detail.favourite')}
      aria-pressed={collected}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {collected ? <HeartFill aria-hidden="true" /> : <HeartOutline aria-hidden="true" />}
    </button>
  );
}
