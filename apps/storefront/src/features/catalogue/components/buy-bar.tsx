import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { StockAlerts } from '@roamcart/contracts';
import { addToCart, keepCart } from '../../../api/cart.ts';
import { cancelStockAlert, stockAlertsQuery, subscribeStockAlert, waitingStockAlertsKey } from '../api/stock-alerts.ts';
import { showToast } from '../../../lib/notify.ts';
import { saveBackRoute, sessionStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/use-store.ts';
import type { GoodsSku } from '../lib/sku-choice.ts';

/**
 * On a sold-out choice, "Notify me": the signed-in customer is told in their inbox once the
 * chosen SKU is back in stock (a guest signs in first and comes back here). Once asked, the bar
 * says so instead, with a Cancel.
 */
function NotifyBar({ goodsId, sku }: { goodsId: number; sku: GoodsSku | null }) {
  const { t } = useTranslation();
  const { token } = useStore(sessionStore);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alerts = useQuery({ ...stockAlertsQuery(goodsId), enabled: token !== null });
  // The goods' alerts as answered, and Me's list of them refreshed.
  const keepAlerts = (answer: StockAlerts) => {
    queryClient.setQueryData(stockAlertsQuery(goodsId).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: waitingStockAlertsKey });
  };
  const subscribe = useMutation({
    mutationFn: (chosen: GoodsSku) => subscribeStockAlert(chosen.id),
    onSuccess: (answer) => {
      keepAlerts(answer);
      showToast(t('goods_detail.notify_set'));
    },
  });
  const cancel = useMutation({
    mutationFn: (chosen: GoodsSku) => cancelStockAlert(chosen.id),
    onSuccess: (answer) => {
      keepAlerts(answer);
      showToast(t('goods_detail.notify_cancelled'));
    },
  });
  if (sku && alerts.data?.sku_ids.includes(sku.id)) {
    return (
      <div className="goods-buy-bar">
        <p className="goods-notify-on" data-testid="notify-on">
          {t('goods_detail.notify_on')}
        </p>
        <button type="button" className="button-link" disabled={cancel.isPending} onClick={() => cancel.mutate(sku)}>
          {t('goods_detail.notify_cancel')}
        </button>
      </div>
    );
  }
  return (
    <div className="goods-buy-bar">
      <button
        type="button"
        className="button-link is-primary"
        disabled={subscribe.isPending}
        onClick={() => {
          if (token === null) {
            showToast(t('goods_detail.sign_in_to_notify'));
            saveBackRoute(location.pathname + location.search);
            navigate('/login');
          } else if (!sku) showToast(t('goods_detail.choose_first'));
          else subscribe.mutate(sku);
        }}
      >
        {t('goods_detail.notify_me')}
      </button>
    </div>
  );
}

/**
 * Add to cart and Buy now for the chosen SKU and quantity. A guest is asked to sign in first and
 * comes back here (the login guard's return route); an open spec is asked for instead. A sold-out
 * choice offers "Notify me" instead.
 */
export function BuyBar({ goodsId, sku, quantity, soldOut }: { goodsId: number; sku: GoodsSku | null; quantity: number; soldOut: boolean }) {
  if (soldOut) return <NotifyBar goodsId={goodsId} sku={sku} />;
  return <BuyButtons sku={sku} quantity={quantity} />;
}

function BuyButtons({ sku, quantity }: { sku: GoodsSku | null; quantity: number }) {
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
        disabled={add.isPending}
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
