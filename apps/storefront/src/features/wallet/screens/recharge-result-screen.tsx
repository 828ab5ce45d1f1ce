import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { userInfoKey, userInfoQuery } from '../../../api/get-user-info.ts';
import { rechargeDetailQuery } from '../../../api/payments.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { currencyStore } from '../../../lib/preferences.ts';
import { useStore } from '../../../lib/use-store.ts';
import { RechargeFigures } from '../components/recharge-figures.tsx';
import { paymentStatusLabel } from '../../../lib/payment-labels.ts';
import { rememberTopUpReturn, topUpReturn } from '../../../lib/top-up-return.ts';
import '../../../components/payments/payment.css';

/**
 * Top-up result (`/rechagerpayment?pay_no=`): where the gateway's page sends the customer back.
 * The status is asked again until the gateway's answer arrives; once credited, the new balance,
 * and the way back to the payment the top-up was started for.
 */
export function RechargeResultScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const payNo = params.get('pay_no') ?? '';
  const queryClient = useQueryClient();
  const currency = useStore(currencyStore);
  const { data: recharge, error, refetch } = useQuery({ ...rechargeDetailQuery(payNo), enabled: payNo !== '' });
  const credited = recharge?.status === 'review_approved';
  const payment = credited ? topUpReturn() : null;
  const { data: user } = useQuery({ ...userInfoQuery(currency), enabled: credited });
  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ queryKey: userInfoKey });
  }, [credited, queryClient]);

  let body;
  if (error || payNo === '') body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!recharge) body = <LoadingBlock />;
  else
    body = (
      <>
        <section className="card pay-summary" aria-live="polite">
          <p className="pay-label">{t('recharge.status')}</p>
          <p className="payment-status" data-testid="recharge-status">
            {paymentStatusLabel(recharge.status, recharge.kind)}
          </p>
          <p>{t(`recharge.explain_${recharge.status}`)}</p>
          {recharge.remark && <p className="notice">{recharge.remark}</p>}
          {credited && user && (
            <p>
              {t('recharge.balance_now')} <bdi data-testid="recharge-balance">{money.format(user.balance)}</bdi>
            </p>
          )}
        </section>
        <RechargeFigures recharge={recharge} />
      </>
    );

  return (
    <Page title={t('recharge.result_title')} backTo="/wallet">
      {body}
      <div className="payment-links">
        {payment && (
          <Link className="button-link is-primary" to={payment} replace onClick={() => rememberTopUpReturn(null)}>
            {t('recharge.back_to_payment')}
          </Link>
        )}
        <Link className={payment ? 'button-link' : 'button-link is-primary'} to="/wallet" replace>
          {t('recharge.to_wallet')}
        </Link>
        <Link className="button-link" to="/rechargelist" replace>
          {t('recharge.records')}
        </Link>
      </div>
    </Page>
  );
}
