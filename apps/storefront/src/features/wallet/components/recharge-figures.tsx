import { useTranslation } from 'react-i18next';
import type { RechargeView } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';

/** A top-up's numbers: its order number, the channel, what was paid, the fee and what reaches the wallet. */
export function RechargeFigures({ recharge }: { recharge: RechargeView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="card">
      <dl className="payment-figures">
        <dt>{t('recharge.order_no')}</dt>
        <dd>
          <bdi dir="ltr">{recharge.pay_no}</bdi>
        </dd>
        <dt>{t('recharge.channel')}</dt>
        <dd>{recharge.channel_title}</dd>
        <dt>{t('recharge.paid_amount')}</dt>
        <dd>
          <bdi>{money.format(recharge.amount)}</bdi>
        </dd>
        <dt>{t('recharge.fee_plain')}</dt>
        <dd>
          <bdi>{money.format(recharge.fee)}</bdi>
        </dd>
        <dt className="is-total">{t('recharge.received')}</dt>
        <dd className="is-total">
          <bdi>{money.format(recharge.received)}</bdi>
        </dd>
        {recharge.third_party_no && (
          <>
            <dt>{t('recharge.third_party_no')}</dt>
            <dd>
              <bdi dir="ltr">{recharge.third_party_no}</bdi>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
