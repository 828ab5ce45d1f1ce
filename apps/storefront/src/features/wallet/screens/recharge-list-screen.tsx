import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocaleFor, formatDateTime } from '@roamcart/contracts/date';
import { Link } from 'react-router-dom';
import { rechargeListQuery } from '../api/recharges.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { paymentStatusLabel } from '../../../lib/payment-labels.ts';
import '../../../components/payments/payment.css';

/** Top-up records (`/rechargelist`): each top-up's number, channel, amounts and status, newest first. */
export function RechargeListScreen() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(rechargeListQuery(page));

  let body;
  if (error) body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!data) body = <LoadingBlock />;
  else if (data.total === 0)
    body = (
      <div className="empty-note" role="status">
        <p>{t('recharge.no_records')}</p>
        <Link className="button-link is-primary" to="/recharge">
          {t('recharge.title')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ul className="plain-list">
          {data.list.map((recharge) => {
            const waitsForVoucher = recharge.kind === 'offline' && recharge.status === 'pending_payment';
            return (
              <li key={recharge.pay_no} className="card payment-record" data-testid="recharge-record">
                <div>
                  <p>{recharge.channel_title}</p>
                  <p className="pay-order-no">
                    <bdi dir="ltr">{recharge.pay_no}</bdi>
                  </p>
                  <p className="pay-order-no">
                    <time dateTime={recharge.created_at}>{formatDateTime(recharge.created_at, dateLocaleFor(i18n.language))}</time>
                  </p>
                </div>
                <div className="payment-record-side">
                  <p>
                    <bdi>{money.format(recharge.amount)}</bdi>
                  </p>
                  <p>{paymentStatusLabel(recharge.status, recharge.kind)}</p>
                  {waitsForVoucher ? (
                    <Link to={`/offlinepayment?biz=recharge&pay_no=${recharge.pay_no}&channel_id=${recharge.channel_id}`}>{t('recharge.send_voucher')}</Link>
                  ) : (
                    <Link to={`/rechagerpayment?pay_no=${recharge.pay_no}`}>{t('recharge.details')}</Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {data.total > data.page * data.limit && (
          <div className="payment-links">
            <button type="button" className="button-link" onClick={() => setPage(page + 1)}>
              {t('recharge.more')}
            </button>
          </div>
        )}
      </>
    );

  return (
    <Page title={t('recharge.records')} backTo="/wallet">
      {body}
    </Page>
  );
}
