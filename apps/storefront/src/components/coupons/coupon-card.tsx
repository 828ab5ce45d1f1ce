import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCoupon } from '@roamcart/contracts';
import { dateLocaleFor, formatDate } from '@roamcart/contracts/date';
import { useMoney } from '../use-money.ts';
import { isPositive } from '../../lib/amounts.ts';
import './coupon.css';

type Terms = Pick<UserCoupon, 'title' | 'kind' | 'amount' | 'percent' | 'max_discount' | 'min_spend' | 'scope'>;

/** What the coupon takes off, in the caller's currency: "$5.00 off", "10% off, up to $20.00", "Free shipping". */
export function useCouponSaving() {
  const { t } = useTranslation();
  const money = useMoney();
  return (terms: Terms) => {
    if (terms.kind === 'amount') return t('coupon.amount_off', { amount: money.format(terms.amount) });
    if (terms.kind === 'percent') {
      return isPositive(terms.max_discount) ? t('coupon.percent_off_capped', { percent: terms.percent, amount: money.format(terms.max_discount) }) : t('coupon.percent_off', { percent: terms.percent });
    }
    return t('coupon.free_shipping');
  };
}

/** Dates as the interface language writes them: a moment's day, and the last day before an end (ends are exclusive). */
export function useDay() {
  const { i18n } = useTranslation();
  const day = (iso: string) => formatDate(iso, dateLocaleFor(i18n.language));
  return { day, lastDay: (iso: string) => day(new Date(Date.parse(iso) - 1).toISOString()) };
}

/**
 * A coupon as a ticket: its saving, title, minimum spend and scope, and whatever the screen adds
 * about when it can be used (`validity`) and what to do with it (`action`).
 */
export function CouponCard({ terms, validity, action, note, muted = false, testId }: { terms: Terms; validity: ReactNode; action?: ReactNode; note?: ReactNode; muted?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const saving = useCouponSaving();
  return (
    <div className={muted ? 'coupon-card is-muted' : 'coupon-card'} data-testid={testId}>
      <div className="coupon-card-saving">
        <strong>{saving(terms)}</strong>
        <span>{isPositive(terms.min_spend) ? t('coupon.min_spend', { amount: money.format(terms.min_spend) }) : t('coupon.no_min_spend')}</span>
      </div>
      <div className="coupon-card-body">
        <p className="coupon-card-title">{terms.title}</p>
        <p className="coupon-card-scope">{t(`coupon.scope.${terms.scope}`)}</p>
        <p className="coupon-card-validity">{validity}</p>
        {note && <p className="coupon-card-note">{note}</p>}
      </div>
      {action && <div className="coupon-card-action">{action}</div>}
    </div>
  );
}
