import { useTranslation } from 'react-i18next';
import type { TravelOrderPreview } from '@roamcart/contracts';
import { ApiError } from '../../api/client.ts';
import { LoadFailed } from '../load-failed.tsx';
import { LoadingBlock } from '../loading-block.tsx';
import { CouponPicker, type CouponChoice } from '../coupons/coupon-picker.tsx';
import { isPositive } from '../../lib/amounts.ts';
import { TravelAmount } from './travel-order-parts.tsx';
import '../orders/order.css';

/**
 * A booking's savings before it is made, from its preview: the coupon applied (the best unless
 * the traveller chose) with the picker, then the total (`totalLabel`), what the coupon takes off
 * and the amount due, in the traveller's currency. A refused preview says why above the last one
 * it answered.
 */
export function BookingSavings({
  preview,
  totalLabel,
  onChooseCoupon,
}: {
  preview: { data: TravelOrderPreview | undefined; error: unknown; refetch: () => unknown };
  totalLabel: string;
  onChooseCoupon(choice: CouponChoice): void;
}) {
  const { t } = useTranslation();
  const { data, error } = preview;
  const refusal = error instanceof ApiError ? error.message : null;
  let body = null;
  if (data)
    body = (
      <>
        <CouponPicker savings={data} onChoose={onChooseCoupon} forBooking />
        <dl className="order-amounts">
          <TravelAmount label={totalLabel} amount={data.total_price} testId="booking-preview-total" />
          {isPositive(data.discount) && <TravelAmount label={t('order.coupon_discount')} amount={data.discount} testId="booking-discount" deduction />}
          <TravelAmount label={t('order.amount_due')} amount={data.pay_amount} testId="booking-amount-due" total />
        </dl>
      </>
    );
  else if (error && !refusal) body = <LoadFailed onRetry={() => void preview.refetch()} />;
  else if (!error) body = <LoadingBlock />;
  return (
    <section className="card" aria-labelledby="booking-savings-heading">
      <h2 id="booking-savings-heading">{t('coupon.savings')}</h2>
      {refusal && (
        <p className="notice is-danger" role="alert" data-testid="booking-preview-refusal">
          {refusal}
        </p>
      )}
      {body}
    </section>
  );
}
