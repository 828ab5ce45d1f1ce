import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { addToCart, keepCart } from '../../../api/cart.ts';
import { showToast } from '../../../lib/notify.ts';
import { saveBackRoute, sessionStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/use-store.ts';
import type { GoodsSku } from '../lib/sku-choice.ts';

/**
 * Add to cart and Buy now for the chosen SKU and quantity. A guest is asked to sign in first and
 * comes back here (the login guard's return route); an open spec is asked for instead.
 */
export function BuyBar({ sku, quantity, soldOut }: { sku: GoodsSku | null; quantity: number; soldOut: boolean }) {
  const { t } = useTranslation();
  const { token } = useStore(sessionStore);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (chosen: GoodsSku) => addToCart(chosen.id, quantity),
    onSuccess: (cart) => {
      keepCart(queryClient, cart);
      showToast(t('goods_detail.added_to_cart'));
    },
  });

  const ready = (): GoodsSku | null => {
    if (token === null) {
      showToast(t('goods_detail.sign_in_to_buy'));
      saveBackRoute(location.pathname + location.search);
      navigate('/login');
      return null;
    }
    if (!sku) showToast(t('goods_detail.choose_first'));
    else if (sku.stock < 1) showToast(t('goods_detail.sold_out'));
    else return sku;
    return null;
  };

  return (
    <div className="goods-buy-bar">
      <button
        type="button"
        className="button-link"
        disabled={soldOut || add.isPending}
        onClick={() => {
          const chosen = ready();
          if (chosen) add.mutate(chosen);
        }}
      >
        {t('goods_detail.add_to_cart')}
      </button>
      <button
        type="button"
        className="button-link is-primary"
        disabled={soldOut}
        onClick={() => {
          const chosen = ready();
          if (chosen) navigate(`/confirmorder?items=${chosen.id}:${quantity}`);
        }}
      >
        {t('goods_detail.buy_now')}
      </button>
    </div>
  );
}
