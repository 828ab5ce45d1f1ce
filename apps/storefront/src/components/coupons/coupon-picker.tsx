import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import type { BookingSavingsView, UnusableCoupon } from '@roamcart/contracts';
import { useMoney } from '../use-money.ts';
import { CouponCard, useCouponSaving, useDay } from './coupon-card.tsx';
import './coupon.css';

/** The buyer's coupon choice: undefined lets the server pick the best, null is none. */
export type CouponChoice = number | null | undefined;

/**
 * The coupon row of a checkout (goods order or booking): the coupon applied, and a picker of the
 * usable ones with what each saves and of the others with why not. `forBooking` words a minimum
 * spend for a booking rather than for the goods a coupon covers.
 */
export function CouponPicker({ savings, onChoose, forBooking = false }: { savings: BookingSavingsView; onChoose(choice: CouponChoice): void; forBooking?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const saving = useCouponSaving();
  const { lastDay } = useDay();
  const [picking, setPicking] = useState(false);
  const applied = savings.coupons.find((coupon) => coupon.id === savings.coupon_id);
  const choose = (choice: CouponChoice) => {
    onChoose(choice);
    setPicking(false);
  };
  const reason = (coupon: UnusableCoupon) =>
    t(forBooking && coupon.reason === 'min_spend' ? 'coupon.reason.min_spend_booking' : `coupon.reason.${coupon.reason}`, { amount: money.format(coupon.min_spend), saving: saving(coupon) });

  return (
    <>
      <button type="button" className="savings-row" onClick={() => setPicking(true)} aria-haspopup="dialog">
        <span>{t('coupon.coupon')}</span>
        <span className="savings-row-value" data-testid="coupon-applied">
          {applied
            ? t('coupon.applied', { title: applied.title, amount: money.format(savings.coupon_discount) })
            : savings.coupons.length > 0
              ? t('coupon.available', { count: savings.coupons.length })
              : t('coupon.none_usable')}
        </span>
      </button>

      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName="coupon-picker">
        <div role="dialog" aria-labelledby="coupon-picker-heading">
          <h2 id="coupon-picker-heading">{t('coupon.choose')}</h2>
          <ul className="plain-list coupon-list">
            {savings.coupons.map((coupon) => (
              <li key={coupon.id}>
                <button type="button" className="coupon-choice" aria-pressed={coupon.id === savings.coupon_id} onClick={() => choose(coupon.id)}>
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
              <button type="button" className="button-link" aria-pressed={savings.coupon_id === null} onClick={() => choose(null)}>
                {t('coupon.use_none')}
              </button>
            </li>
          </ul>
          {savings.unusable_coupons.length > 0 && (
            <>
              <h3>{t('coupon.not_usable_here')}</h3>
              <ul className="plain-list coupon-list">
                {savings.unusable_coupons.map((coupon) => (
                  <li key={coupon.id}>
                    <CouponCard
                      terms={coupon}
                      muted
                      testId="unusable-coupon"
                      validity={t('coupon.valid_until', { date: lastDay(coupon.valid_until) })}
                      note={<span className="is-reason">{reason(coupon)}</span>}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </Popup>
    </>
  );
}
