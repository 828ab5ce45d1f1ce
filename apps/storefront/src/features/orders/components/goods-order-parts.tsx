import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHINA, type Address, type OrderLine, type SubOrderView } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import { isPositive, sumAmounts } from '../../../lib/amounts.ts';
import { countryNamesQuery } from '../../../lib/country-names.ts';
import '../../../components/orders/order.css';

/** The lines of a (sub-)order: picture, name, chosen options, unit price and quantity. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="plain-list order-lines">
      {lines.map((line) => (
        <li key={line.sku_id} className="order-line" data-testid="order-line">
          <img src={line.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
          <div className="order-line-body">
            <p className="order-line-name">{line.name}</p>
            {line.spec_text && <p className="order-line-spec">{line.spec_text}</p>}
          </div>
          <div className="order-line-price">
            <bdi>{money.format(line.price)}</bdi>
            <span>{t('order.times', { qty: line.qty })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function sourceLabel(source: SubOrderView['source'], t: (key: string) => string): string {
  return t(source === 'merchant' ? 'goods_detail.ships_from_merchant' : 'goods_detail.ships_from_warehouse');
}

/** Who receives the parcel and where, written the way the address book writes it. */
export function AddressLines({ address }: { address: Omit<Address, 'is_default'> }) {
  const { i18n } = useTranslation();
  const { data: names } = useQuery(countryNamesQuery(i18n.language));
  const country = names?.name(address.country) ?? address.country;
  return (
    <>
      <p className="order-address-head">
        <span>{address.name}</span> <bdi dir="ltr">{address.tel}</bdi>
      </p>
      <p className="order-address-lines">
        {address.country === CHINA
          ? `${[address.province, address.city, address.county].filter(Boolean).join(' ')} ${address.address_detail}`
          : `${address.address_detail}, ${[address.city, address.province, address.postal_code].filter(Boolean).join(', ')}, ${country}`}
      </p>
    </>
  );
}

interface Amounts {
  goods_amount: string;
  shipping_fee: string;
  discount: string;
  pay_amount: string;
  /** An order's or a preview's saving, told apart: the coupon's part and the points'. */
  coupon_discount?: string;
  points_used?: number;
  points_discount?: string;
}

/**
 * What became of an order's money, for its last lines: what was paid, and what came back. Without
 * it (a preview) the last line is what is due.
 */
interface Settlement {
  status: string;
  paid_amount: string;
  refunded_amount: string;
}

/** The last line of an order's amounts: due while unpaid, paid once paid (refunds on a line of their own), the total of one cancelled unpaid. */
function lastLineLabel(settlement: Settlement | undefined): 'order.amount_due' | 'order.amount_paid' | 'order.order_total' {
  if (!settlement || settlement.status === 'pending_payment') return 'order.amount_due';
  return isPositive(settlement.paid_amount) ? 'order.amount_paid' : 'order.order_total';
}

/**
 * The amounts of an order: goods, shipping, the saving (by coupon and points when there are both
 * figures) and what is due, or was paid and refunded. An unpaid order part paid (a sub-order paid
 * through its shared link) says what was paid and what is still due.
 */
export function OrderAmounts({ amounts, settlement }: { amounts: Amounts; settlement?: Settlement }) {
  const label = lastLineLabel(settlement);
  const partlyPaid = settlement?.status === 'pending_payment' && isPositive(settlement.paid_amount);
  const { t } = useTranslation();
  const money = useMoney();
  const { coupon_discount: coupon, points_discount: points, points_used: pointsUsed = 0 } = amounts;
  return (
    <dl className="order-amounts">
      <div>
        <dt>{t('order.goods_amount')}</dt>
        <dd>
          <bdi>{money.format(amounts.goods_amount)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('order.shipping_fee')}</dt>
        <dd>
          <bdi>{money.format(amounts.shipping_fee)}</bdi>
        </dd>
      </div>
      {coupon !== undefined && isPositive(coupon) && (
        <div>
          <dt>{t('order.coupon_discount')}</dt>
          <dd>
            <bdi data-testid="order-coupon-discount">-{money.format(coupon)}</bdi>
          </dd>
        </div>
      )}
      {points !== undefined && pointsUsed > 0 && (
        <div>
          <dt>{t('order.points_discount', { points: pointsUsed })}</dt>
          <dd>
            <bdi data-testid="order-points-discount">-{money.format(points)}</bdi>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('order.discount')}</dt>
        <dd>
          <bdi data-testid="order-discount">{isPositive(amounts.discount) ? `-${money.format(amounts.discount)}` : money.format(amounts.discount)}</bdi>
        </dd>
      </div>
      {partlyPaid && (
        <div>
          <dt>{t('order.amount_paid')}</dt>
          <dd>
            <bdi data-testid="order-amount-paid">{money.format(settlement.paid_amount)}</bdi>
          </dd>
        </div>
      )}
      <div className="order-amount-due">
        <dt>{t(label)}</dt>
        <dd>
          <bdi data-testid="order-amount-due">
            {money.format(label === 'order.amount_paid' ? settlement!.paid_amount : partlyPaid ? sumAmounts([amounts.pay_amount], [settlement.paid_amount]) : amounts.pay_amount)}
          </bdi>
        </dd>
      </div>
      {settlement && isPositive(settlement.refunded_amount) && (
        <div>
          <dt>{t('order.amount_refunded')}</dt>
          <dd>
            <bdi data-testid="order-amount-refunded">-{money.format(settlement.refunded_amount)}</bdi>
          </dd>
        </div>
      )}
    </dl>
  );
}
