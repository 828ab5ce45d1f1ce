import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '../../api/get-user-info.ts';
import { channelsQuery } from '../../api/payments.ts';
import { Countdown } from '../countdown.tsx';
import { useMoney } from '../use-money.ts';
import { currencyStore } from '../../lib/preferences.ts';
import { useStore } from '../../lib/use-store.ts';
import { effectiveChoice, PayMethodPicker, payLabel, walletShort, type PayChoice } from './pay-method.tsx';
import { usePayWithChoice, type PayPlan, type PayStarted } from './use-pay-with-choice.ts';
import './pay-summary.css';

/**
 * Paying one order (goods, a hotel booking, a flight): the amount due, what it is for, the time
 * left to pay, then the wallet (with its balance) or a channel, and the pay button.
 */
export function PayPanel<S extends PayStarted>({
  amount,
  orderNo,
  summary,
  deadline,
  headingId,
  plan,
}: {
  /** What is still due, in the caller's currency. */
  amount: string;
  orderNo: string;
  /** A line saying what is paid for (the hotel and room, the flight), above the order number. */
  summary?: ReactNode;
  /** The words before the countdown, when the order is paid or released, and what to do when it ends. */
  deadline: { label: string; at: string; onEnd: () => void } | null;
  headingId: string;
  plan: PayPlan<S>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useStore(currencyStore);
  // The balance may have moved since it was last asked (a top-up, an adjustment): asked on every visit.
  const { data: user } = useQuery({ ...userInfoQuery(currency), refetchOnMount: 'always' });
  const { data: channels } = useQuery(channelsQuery('pay'));
  const [choice, setChoice] = useState<PayChoice | null>(null);
  const balance = user?.balance ?? null;
  const chosen = effectiveChoice(choice, !walletShort(balance, amount), channels);
  const { pay, start } = usePayWithChoice(plan, { amount, balance });
  return (
    <>
      <section className="card pay-summary">
        <p className="pay-label">{t('order.amount_due')}</p>
        <p className="pay-amount">
          <bdi data-testid="pay-amount">{money.format(amount)}</bdi>
        </p>
        {summary && <p className="pay-order-no">{summary}</p>}
        <p className="pay-order-no">
          {t('order.order_no')} <bdi dir="ltr">{orderNo}</bdi>
        </p>
        {deadline && (
          <p className="pay-deadline">
            {deadline.label} <Countdown deadline={deadline.at} onEnd={deadline.onEnd} />
          </p>
        )}
      </section>
      <PayMethodPicker headingId={headingId} balance={balance} amount={amount} value={choice} onChange={setChoice} payError={pay.error} />
      <div className="sticky-footer">
        <button type="button" className="button-link is-primary" disabled={pay.isPending || !chosen} onClick={() => chosen && void start(chosen)}>
          {payLabel(chosen)}
        </button>
      </div>
    </>
  );
}
