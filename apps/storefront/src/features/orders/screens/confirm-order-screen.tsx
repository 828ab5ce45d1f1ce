import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Popup from 'antd-mobile/es/components/popup';
import type { OrderPreviewBody } from '@roamcart/contracts';
import { cartQuery } from '../../../api/cart.ts';
import { ApiError } from '../../../api/client.ts';
import { refreshCoupons } from '../../../api/query-keys.ts';
import { addressesQuery } from '../../../api/get-addresses.ts';
import { createOrder, orderPreviewQuery, refreshOrders } from '../api/orders.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useActionKey } from '../../../components/use-action-key.ts';
import { useMoney } from '../../../components/use-money.ts';
import { addedAddress, forgetAddedAddress } from '../../../lib/address-choice.ts';
import { orderPaymentPath } from '../../../lib/paths.ts';
import type { CouponChoice } from '../../../components/coupons/coupon-picker.tsx';
import { CheckoutSavings } from '../components/checkout-savings.tsx';
import { itemsFrom } from '../lib/order-items.ts';
import { AddressLines, OrderAmounts, OrderLines, sourceLabel } from '../components/goods-order-parts.tsx';
import '../order.css';

const REMARK_MAX = 200;

const ADD_ADDRESS = '/addaddress?back=1';

/**
 * Confirm order: where it goes, what it holds per shipping source, the amounts, and a bar with the
 * total to pay and Place order. Without an address yet the order is priced all the same, and the
 * first step is adding one; back from it, the address added is the one chosen.
 */
export function ConfirmOrderScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = useMemo(() => itemsFrom(params), [params]);
  const { data: book } = useQuery(addressesQuery());
  const [addressId, setAddressId] = useState<number | null>(addedAddress);
  useEffect(forgetAddedAddress, []);
  const [picking, setPicking] = useState(false);
  const [remark, setRemark] = useState('');
  const [coupon, setCoupon] = useState<CouponChoice>(undefined);
  const [usePoints, setUsePoints] = useState(false);
  const keyFor = useActionKey();
  // The server answers the book default first.
  const address = book?.list.find((entry) => entry.id === addressId) ?? book?.list[0];
  // Priced once the book has answered: to its address, or, before one is added, to none yet.
  const body = items && book ? ({ ...items, ...(address && { address_id: address.id }), use_points: usePoints, ...(coupon !== undefined && { coupon_id: coupon }) } as OrderPreviewBody) : null;
  const preview = useQuery({ ...orderPreviewQuery(body), placeholderData: keepPreviousData });
  const place = useMutation({
    mutationFn: () => {
      // The order takes the coupon the preview shows, whichever way it was chosen; Place order is there only with an address.
      const order = { ...body!, address_id: address!.id, coupon_id: preview.data?.coupon_id ?? null, remark: remark.trim() };
      return createOrder(order, keyFor(order));
    },
    onSuccess: async (created) => {
      void queryClient.invalidateQueries({ queryKey: cartQuery().queryKey });
      void refreshCoupons(queryClient);
      await refreshOrders(queryClient);
      navigate(orderPaymentPath('goods', created.order_no), { replace: true });
    },
    onError: () => void preview.refetch(),
  });
  const refusal = [place.error, preview.error].find((error) => error instanceof ApiError);

  if (!items)
    return (
      <Page title={t('order.confirm_title')} backTo="/cart">
        <div className="empty-note" role="alert">
          <p>{t('order.nothing_to_order')}</p>
          <Link className="button-link is-primary" to="/cart" replace>
            {t('tab.cart')}
          </Link>
        </div>
      </Page>
    );

  return (
    <Page title={t('order.confirm_title')}>
      <section className="card order-address" aria-label={t('order.address')}>
        {book === undefined ? (
          <LoadingBlock />
        ) : address ? (
          <>
            <AddressLines address={address} />
            <button type="button" className="text-button" onClick={() => setPicking(true)}>
              {t('order.change_address')}
            </button>
          </>
        ) : (
          <div data-testid="order-add-address">
            <p>{t('order.no_address')}</p>
            <Link className="button-link is-primary" to={ADD_ADDRESS}>
              {t('address.add')}
            </Link>
          </div>
        )}
      </section>

      {refusal && (
        <p className="notice is-danger order-refusal" role="alert" data-testid="order-refusal">
          {refusal.message}
        </p>
      )}

      {preview.data?.sub_orders.map((sub) => (
        <section key={sub.source} className="card order-sub" aria-label={sourceLabel(sub.source, t)}>
          <h2>{sourceLabel(sub.source, t)}</h2>
          <OrderLines lines={sub.lines} />
          <OrderAmounts amounts={sub} />
        </section>
      ))}
      {preview.isFetching && !preview.data && <LoadingBlock />}

      <section className="card">
        <label className="order-remark">
          <span>{t('order.remark')}</span>
          <textarea maxLength={REMARK_MAX} rows={3} value={remark} placeholder={t('order.remark_placeholder')} onChange={(event) => setRemark(event.target.value)} />
          <span className="order-remark-count" aria-hidden="true">
            {remark.length}/{REMARK_MAX}
          </span>
        </label>
      </section>

      {preview.data && <CheckoutSavings preview={preview.data} onChooseCoupon={setCoupon} usePoints={usePoints} onUsePoints={setUsePoints} />}

      {preview.data && (
        <section className="card" aria-label={t('order.totals')}>
          <OrderAmounts amounts={preview.data} />
        </section>
      )}

      <div className="sticky-footer place-order-bar">
        <p aria-live="polite">
          {t('cart.total')} <bdi data-testid="order-bar-total">{preview.data ? money.format(preview.data.pay_amount) : '–'}</bdi>
        </p>
        {book && !address ? (
          <Link className="button-link is-primary" to={ADD_ADDRESS}>
            {t('address.add')}
          </Link>
        ) : (
          <button type="button" className="button-link is-primary" disabled={!preview.data || !address || place.isPending} onClick={() => place.mutate()}>
            {t('order.place')}
          </button>
        )}
      </div>

      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName="order-address-picker">
        <h2>{t('order.choose_address')}</h2>
        <ul className="plain-list">
          {book?.list.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="order-address-choice"
                aria-pressed={entry.id === address?.id}
                onClick={() => {
                  setAddressId(entry.id);
                  setPicking(false);
                }}
              >
                <AddressLines address={entry} />
              </button>
            </li>
          ))}
        </ul>
        <Link className="button-link" to={ADD_ADDRESS} onClick={() => setPicking(false)}>
          {t('address.add')}
        </Link>
      </Popup>
    </Page>
  );
}
