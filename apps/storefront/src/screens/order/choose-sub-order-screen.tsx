import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SharedOrder } from '@roamcart/contracts';
import { userInfoKey, userInfoQuery } from '../../api/get-user-info.ts';
import { ordersKey } from '../../api/orders.ts';
import { paySharedFromWallet, sharedOrderKey } from '../../api/shared-order.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { Page } from '../../components/page.tsx';
import { useActionKey } from '../../components/use-action-key.ts';
import { useMoney } from '../../components/use-money.ts';
import { showToast } from '../../lib/notify.ts';
import { currencyStore } from '../../lib/preferences.ts';
import { saveBackRoute, sessionStore } from '../../lib/session.ts';
import { useStore } from '../../lib/use-store.ts';
import { sumAmounts } from './amounts.ts';
import { OrderLines, sourceLabel, WalletPayMethod } from './order-parts.tsx';
import { SharedDestination, SharedUnavailable, useSharedOrder, type SharedSubOrder } from './shared-order-parts.tsx';
import './order.css';

const dueOf = (sub: SharedSubOrder) => sumAmounts([sub.pay_amount], [sub.paid_amount]);

function ChooseSubOrders({ token, order }: { token: string; order: SharedOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { token: session } = useStore(sessionStore);
  const currency = useStore(currencyStore);
  // The balance may have moved since it was last asked: asked on every visit.
  const { data: user } = useQuery({ ...userInfoQuery(currency), enabled: session !== null, refetchOnMount: 'always' });
  const keyFor = useActionKey();
  const payable = order.sub_orders.filter((sub) => sub.payable);
  // Every payable sub-order is chosen until the visitor says otherwise.
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  const chosen = payable.filter((sub) => !unchosen.has(sub.sub_order_no));
  const total = sumAmounts(chosen.map(dueOf));

  const pay = useMutation({
    mutationFn: () => {
      const subOrderNos = chosen.map((sub) => sub.sub_order_no);
      return paySharedFromWallet(token, subOrderNos, keyFor({ token, subOrderNos }));
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedOrderKey }),
        queryClient.invalidateQueries({ queryKey: userInfoKey }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
      ]);
      showToast(t('share.paid'));
      navigate(`/shareorder?token=${encodeURIComponent(token)}`, { replace: true });
    },
  });

  const onPay = () => {
    if (session === null) {
      showToast(t('share.sign_in_to_pay'));
      saveBackRoute(location.pathname + location.search);
      navigate('/login');
      return;
    }
    pay.mutate();
  };

  if (payable.length === 0)
    return (
      <div className="empty-note" role="status">
        <p>{t('share.nothing_to_pay')}</p>
      </div>
    );

  return (
    <>
      <section className="card">
        <SharedDestination order={order} />
        <p className="order-card-head">
          <span>
            {t('order.order_no')} <bdi dir="ltr">{order.order_no}</bdi>
          </span>
        </p>
      </section>
      <ul className="plain-list">
        {payable.map((sub) => (
          <li key={sub.sub_order_no} className="card order-sub choose-sub" data-testid="choose-sub-order">
            <label className="choose-sub-head">
              <input
                type="checkbox"
                className="choose-sub-check"
                checked={!unchosen.has(sub.sub_order_no)}
                onChange={(event) => {
                  const next = new Set(unchosen);
                  if (event.target.checked) next.delete(sub.sub_order_no);
                  else next.add(sub.sub_order_no);
                  setUnchosen(next);
                }}
              />
              <span className="choose-sub-name">{sourceLabel(sub.source, t)}</span>
              <bdi className="choose-sub-amount">{money.format(dueOf(sub))}</bdi>
            </label>
            <OrderLines lines={sub.lines} />
          </li>
        ))}
      </ul>
      {session !== null && (
        <WalletPayMethod headingId="choose-pay-method" balance={user?.balance ?? null} payError={pay.error} />
      )}
      <div className="sticky-footer choose-sub-footer">
        <p className="cart-total" aria-live="polite">
          {t('share.chosen_total', { count: chosen.length })} <bdi data-testid="choose-total">{money.format(total)}</bdi>
        </p>
        <button type="button" className="button-link is-primary" disabled={chosen.length === 0 || pay.isPending} onClick={onPay}>
          {t(session === null ? 'share.sign_in_and_pay' : 'order.pay_with_wallet')}
        </button>
      </div>
    </>
  );
}

/** Choose sub-orders (`?token=`): which of a shared order's unpaid sub-orders to pay, their total, and paying it from the wallet. */
export function ChooseSubOrderScreen() {
  const { t } = useTranslation();
  const { token, data: order, error } = useSharedOrder();
  let body;
  if (error || token === '') body = <SharedUnavailable error={error} />;
  else if (!order) body = <LoadingBlock />;
  else body = <ChooseSubOrders token={token} order={order} />;
  return (
    <Page title={t('share.choose_title')} backTo={`/shareorder?token=${encodeURIComponent(token)}`}>
      {body}
    </Page>
  );
}
