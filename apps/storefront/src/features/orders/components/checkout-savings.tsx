import { useTranslation } from 'react-i18next';
import type { OrderPreview } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import { CouponPicker, type CouponChoice } from '../../../components/coupons/coupon-picker.tsx';
import '../../../components/coupons/coupon.css';

interface CheckoutSavingsProps {
  preview: OrderPreview;
  onChooseCoupon(choice: CouponChoice): void;
  usePoints: boolean;
  onUsePoints(use: boolean): void;
}

/**
 * Confirm order's savings: the coupon applied (the best unless the buyer chose) with its picker,
 * and the points switch with how many points would pay how much.
 */
export function CheckoutSavings({ preview, onChooseCoupon, usePoints, onUsePoints }: CheckoutSavingsProps) {
  const { t } = useTranslation();
  const money = useMoney();

  return (
    <section className="card" aria-labelledby="savings-heading">
      <h2 id="savings-heading">{t('coupon.savings')}</h2>
      <CouponPicker savings={preview} onChoose={onChooseCoupon} />
      <label className="switch-row">
        <span>
          {preview.points_available > 0
            ? t('points.use', { count: preview.points_available, amount: money.format(preview.points_available_discount) })
            : t('points.none_usable', { count: preview.points_balance })}
        </span>
        <input type="checkbox" role="switch" checked={usePoints} disabled={preview.points_available === 0} onChange={(event) => onUsePoints(event.target.checked)} />
      </label>
    </section>
  );
}
