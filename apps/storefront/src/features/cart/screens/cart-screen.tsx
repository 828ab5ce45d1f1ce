import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import Dialog from 'antd-mobile/es/components/dialog';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import type { CartLine, CartView } from '@roamcart/contracts';
import { cartQuery, deleteCartLines, keepCart, selectAllCartLines, updateCartLine } from '../../../api/cart.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useMoney } from '../../../components/use-money.ts';
import { showToast } from '../../../lib/notify.ts';
import '../cart.css';

/** Lines that can go to checkout: the chosen ones whose goods are still on sale. */
export function checkoutLines(cart: CartView): CartLine[] {
  return cart.list.filter((line) => line.selected && !line.changes.includes('offline'));
}

/** How much more of the selected goods would ship free: per parcel (shipping source) when several parcels fall short. */
function FreeShippingGaps({ gaps }: { gaps: CartView['free_shipping_gaps'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="cart-free-shipping" data-testid="cart-free-shipping">
      {gaps.map((gap) => (
        <p key={gap.source}>
          {gaps.length > 1
            ? t('cart.free_shipping_gap_from', { source: t(gap.source === 'merchant' ? 'goods_detail.ships_from_merchant' : 'goods_detail.ships_from_warehouse'), amount: money.format(gap.missing) })
            : t('cart.free_shipping_gap', { amount: money.format(gap.missing) })}
        </p>
      ))}
    </div>
  );
}

/** The most units a line may ask for: its stock, and the purchase limit when there is one. */
const lineMax = (line: CartLine) => (line.purchase_limit > 0 ? Math.min(line.stock, line.purchase_limit) : line.stock);

function CartLineItem({
  line,
  refusals,
  onChange,
  onDelete,
}: {
  line: CartLine;
  /** Refused changes so far: the stepper starts again from the line's quantity after each. */
  refusals: number;
  onChange: (body: { qty?: number; selected?: boolean }) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const offline = line.changes.includes('offline');
  const nameId = `cart-line-${line.id}`;
  return (
    <li className={offline ? 'cart-line is-offline' : 'cart-line'} aria-labelledby={nameId} data-testid="cart-line">
      <input
        type="checkbox"
        className="cart-check"
        checked={line.selected && !offline}
        disabled={offline}
        aria-label={t('cart.select_line', { name: line.name })}
        onChange={(event) => onChange({ selected: event.target.checked })}
      />
      {/* The name links to the goods too: the picture is the same link for a finger, not said twice. */}
      <Link to={`/goodsdetail?id=${line.goods_id}`} className="cart-line-picture" tabIndex={-1} aria-hidden="true">
        <img src={line.image} alt="" width={80} height={80} loading="lazy" decoding="async" />
      </Link>
      <div className="cart-line-body">
        <p className="cart-line-name" id={nameId}>
          <Link to={`/goodsdetail?id=${line.goods_id}`}>{line.name}</Link>
        </p>
        {line.spec_text && <p className="cart-line-spec">{line.spec_text}</p>}
        {!offline && line.purchase_limit > 0 && (
          <p className="cart-line-spec" data-testid="cart-line-limit">
            {t('cart.line_limit', { limit: line.purchase_limit, count: line.qty })}
          </p>
        )}
        {offline && <p className="cart-line-flag">{t('cart.offline')}</p>}
        {!offline && line.changes.includes('stock') && (
          <p className="cart-line-flag">{line.stock > 0 ? t('cart.only_left', { count: line.stock }) : t('goods_detail.sold_out')}</p>
        )}
        {line.changes.includes('price') && (
          <p className="cart-line-flag" data-testid="cart-price-change">
            {t('cart.price_changed')} <bdi>{money.format(line.added_price)}</bdi>{' '}
            <span className="cart-arrow" aria-hidden="true">
              →
            </span>{' '}
            <bdi>{money.format(line.price)}</bdi>
          </p>
        )}
        <div className="cart-line-foot">
          <bdi className="cart-line-price">{money.format(line.price)}</bdi>
          {!offline && <QuantityStepper key={refusals} value={line.qty} max={Math.max(lineMax(line), 1)} label={t('cart.quantity_of', { name: line.name })} onChange={(qty) => onChange({ qty })} />}
        </div>
      </div>
      <button type="button" className="cart-line-delete" aria-label={t('cart.delete_line', { name: line.name })} onClick={onDelete}>
        <DeleteOutline aria-hidden="true" />
      </button>
    </li>
  );
}

/** Cart (a tab): the lines with their changes, quantities and choice, and the way to checkout. */
export function CartScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: cart, error, refetch } = useQuery(cartQuery());
  useDocumentTitle(t('tab.cart'));
  const [refusals, setRefusals] = useState(0);
  const keep = {
    onSuccess: (answer: CartView) => keepCart(queryClient, answer),
    // The server's message is shown by the client; the cart is asked again, as it stands now.
    onError: () => {
      setRefusals((count) => count + 1);
      void refetch();
    },
  };
  const update = useMutation({ mutationFn: updateCartLine, ...keep });
  const selectAll = useMutation({ mutationFn: selectAllCartLines, ...keep });
  const remove = useMutation({ mutationFn: deleteCartLines, ...keep });

  const confirmDelete = async (line: CartLine) => {
    const confirmed = await Dialog.confirm({ content: t('cart.delete_confirm', { name: line.name }), confirmText: t('common.delete'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    await remove.mutateAsync([line.id]);
    showToast(t('cart.deleted'));
  };

  let body;
  if (error && !cart)
    body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!cart) body = <LoadingBlock />;
  else if (cart.list.length === 0)
    body = (
      <div className="empty-note">
        <p>{t('cart.empty')}</p>
        <Link className="button-link is-primary" to="/">
          {t('cart.go_shopping')}
        </Link>
      </div>
    );
  else {
    const buyable = cart.list.filter((line) => !line.changes.includes('offline'));
    const chosen = checkoutLines(cart);
    const allChosen = buyable.length > 0 && chosen.length === buyable.length;
    body = (
      <>
        <ul className="plain-list cart-lines">
          {cart.list.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              refusals={refusals}
              onChange={(change) => update.mutate({ id: line.id, ...change })}
              onDelete={() => void confirmDelete(line).catch(() => undefined)}
            />
          ))}
        </ul>
        <div className="cart-footer">
          {cart.free_shipping_gaps.length > 0 && <FreeShippingGaps gaps={cart.free_shipping_gaps} />}
          <label className="cart-select-all">
            <input type="checkbox" className="cart-check" checked={allChosen} disabled={buyable.length === 0} onChange={(event) => selectAll.mutate(event.target.checked)} />
            {t('cart.select_all')}
          </label>
          <p className="cart-total" aria-live="polite">
            {t('cart.total')} <bdi data-testid="cart-total">{money.format(cart.selected_amount)}</bdi>
          </p>
          <button
            type="button"
            className="button-link is-primary cart-checkout"
            disabled={chosen.length === 0}
            onClick={() => navigate(`/confirmorder?cart_ids=${chosen.map((line) => line.id).join(',')}`)}
          >
            {t('cart.checkout', { count: cart.selected_qty })}
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      <header className="page-header is-tab">
        <h1>{t('tab.cart')}</h1>
      </header>
      {body}
    </>
  );
}
