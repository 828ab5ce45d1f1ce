import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SharedOrder } from '@roamcart/contracts';
import { userInfoKey, userInfoQuery } from '../../../api/get-user-info.ts';
import { channelsQuery } from '../../../api/payments.ts';
import { ordersKey, sharedOrderKey } from '../../../api/query-keys.ts';
import { paySharedByChannel, paySharedFromWallet } from '../api/shared-order.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { showToast } from '../../../lib/notify.ts';
import { currencyStore } from '../../../lib/preferences.ts';
import { saveBackRoute, sessionStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/use-store.ts';
import { sumAmounts } from '../../../lib/amounts.ts';
import { effectiveChoice, PayMethodPicker, payLabel, walletShort, type PayChoice } from '../../../components/payments/pay-method.tsx';
import { usePayWithChoice } from '../../../components/payments/use-pay-with-choice.ts';
import '../../../components/payments/payment.css';
import { OrderNoHead } from '../../../components/orders/order-parts.tsx';
import { OrderLines, sourceLabel } from '../components/goods-order-parts.tsx';
import { SharedDestination, SharedUnavailable, useSharedOrder, type SharedSubOrder } from '../components/shared-order-parts.tsx';
import '../order.css';

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
  const payable = order.sub_orders.filter((sub) => sub.payable);
  // Every payable sub-order is chosen until the visitor says otherwise.
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  const chosen = payable.filter((sub) => !unchosen.has(sub.sub_order_no));
  const total = sumAmounts(chosen.map(dueOf));

  const { data: channels } = useQuery(channelsQuery('pay'));
  const [choice, setChoice] = useState<PayChoice | null>(null);
  const balance = session !== null ? (user?.balance ?? null) : undefined;
  const chosenWay = effectiveChoice(choice, balance !== undefined && !walletShort(balance, total), channels);
  const subOrderNos = chosen.map((sub) => sub.sub_order_no);
  const { pay, start } = usePayWithChoice(
    {
      subject: { token, subOrderNos },
      wallet: (key) => paySharedFromWallet(token, subOrderNos, key),
      channel: (channelId, key) => paySharedByChannel(token, subOrderNos, channelId, key),
      offlineQuery: (channelId) => new URLSearchParams({ biz: 'order', order_no: order.order_no, channel_id: String(channelId), token, subs: subOrderNos.join(',') }).toString(),
      onWalletPaid: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: sharedOrderKey }),
          queryClient.invalidateQueries({ queryKey: userInfoKey }),
          queryClient.invalidateQueries({ queryKey: ordersKey }),
        ]);
        showToast(t('share.paid'));
        navigate(`/shareorder?token=${encodeURIComponent(token)}`, { replace: true });
      },
    },
    { amount: total, balance },
  );

  const signIn = () => {
    saveBackRoute(location.pathname + location.search);
    navigate('/login');
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
        <OrderNoHead orderNo={order.order_no} />
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
      <PayMethodPicker headingId="choose-pay-method" balance={balance} amount={total} value={choice} onChange={setChoice} payError={pay.error} />
      {session === null && (
        <p className="payment-links">
          <button type="button" className="button-link" onClick={signIn}>
            {t('share.sign_in_for_wallet')}
          </button>
        </p>
      )}
      <div className="sticky-footer choose-sub-footer">
        <p className="cart-total" aria-live="polite">
          {t('share.chosen_total', { count: chosen.length })} <bdi data-testid="choose-total">{money.format(total)}</bdi>
        </p>
        <button type="button" className="button-link is-primary" disabled={chosen.length === 0 || pay.isPending || !chosenWay} onClick={() => chosenWay && void start(chosenWay)}>
          {payLabel(chosenWay)}
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
