import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import type { OrderPreview } from '@roamcart/contracts';
import { useMoney } from '../../components/use-money.ts';
import { CouponCard, useCouponSaving, useDay } from '../coupon/coupon-card.tsx';
import '../coupon/coupon.css';

/** The buyer's coupon choice: undefined lets the server pick the best, null is none. */
export type CouponChoice = number | null | undefined;

interface CheckoutSavingsProps {
  preview: OrderPreview;
  onChooseCoupon(choice: CouponChoice): void;
  usePoints: boolean;
  onUsePoints(use: boolean): void;
}

/**
 * Confirm order's savings: the coupon applied (the best unless the buyer chose), a picker of the
 * usable ones with what each saves and of the others with why not, and the points switch with
 * how many points would pay how much.
 */
export function CheckoutSavings({ preview, onChooseCoupon, usePoints, onUsePoints }: CheckoutSavingsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const saving = useCouponSaving();
  const { lastDay } = useDay();
  const [picking, setPicking] = useState(false);
  const applied = preview.coupons.find((coupon) => coupon.id === preview.coupon_id);
  const choose = (choice: CouponChoice) => {
    onChooseCoupon(choice);
    setPicking(false);
  };

  return (
    <section className="card" aria-labelledby="savings-heading">
      <h2 id="savings-heading">{t('coupon.savings')}</h2>
      <button type="button" className="savings-row" onClick={() => setPicking(true)} aria-haspopup="dialog">
        <span>{t('coupon.coupon')}</span>
        <span className="savings-row-value" data-testid="coupon-applied">
          {applied
            ? t('coupon.applied', { title: applied.title, amount: money.format(preview.coupon_discount) })
            : preview.coupons.length > 0
              ? t('coupon.available', { count: preview.coupons.length })
              : t('coupon.none_usable')}
        </span>
      </button>
      <label className="switch-row">
        <span>
          {preview.points_available > 0
            ? t('points.use', { count: preview.points_available, amount: money.format(preview.points_available_discount) })
            : t('points.none_usable', { count: preview.points_balance })}
        </span>
        <input type="checkbox" role="switch" checked={usePoints} disabled={preview.points_available === 0} onChange={(event) => onUsePoints(event.target.checked)} />
      </label>

      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName="coupon-picker">
        <div role="dialog" aria-labelledby="coupon-picker-heading">
          <h2 id="coupon-picker-heading">{t('coupon.choose')}</h2>
          <ul className="plain-list coupon-list">
            {preview.coupons.map((coupon) => (
              <li key={coupon.id}>
                <button type="button" className="coupon-choice" aria-pressed={coupon.id === preview.coupon_id} onClick={() => choose(coupon.id)}>
                  <CouponCard
                    terms={coupon}
                    testId="picker-coupon"
                    validity={t('coupon.valid_until', { date: lastDay(coupon.valid_until) })}
                    note={t('coupon.saves', { amount: money.format(coupon.discount) })}
                  />
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="button-link" aria-pressed={preview.coupon_id === null} onClick={() => choose(null)}>
                {t('coupon.use_none')}
              </button>
            </li>
          </ul>
          {preview.unusable_coupons.length > 0 && (
            <>
              <h3>{t('coupon.not_usable_here')}</h3>
              <ul className="plain-list coupon-list">
                {preview.unusable_coupons.map((coupon) => (
                  <li key={coupon.id}>
                    <CouponCard
                      terms={coupon}
                      muted
                      validity={t('coupon.valid_until', { date: lastDay(coupon.valid_until) })}
                      note={<span className="is-reason">{t(`coupon.reason.${coupon.reason}`, { amount: money.format(coupon.min_spend), saving: saving(coupon) })}</span>}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </Popup>
    </section>
  );
}

