import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dateLocaleFor, formatDateTime } from '@roamcart/contracts/date';
import { withdrawalsQuery } from '../api/wallet.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { currencyStore } from '../../../lib/preferences.ts';
import { useStore } from '../../../lib/use-store.ts';
import { MoreOnScroll } from '../components/ledger-log.tsx';
import { withdrawalStatusLabel } from '../lib/wallet-labels.ts';
import { useRefetchOnShow } from '../../../components/use-refetch-on-show.ts';
import '../wallet.css';

/** Withdrawal records, newest first: amount, fee, status, and the payout number or the reason of a refusal. */
export function WithdrawalListScreen() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const currency = useStore(currencyStore);
  const query = useInfiniteQuery({ ...withdrawalsQuery(undefined, currency), refetchOnMount: 'always' });
  useRefetchOnShow(query.refetch);
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];

  let body;
  if (query.isPending) body = <LoadingBlock />;
  else if (query.isError && !query.data) body = <p className="empty-note">{t('common.load_failed')}</p>;
  else if (rows.length === 0) body = <p className="empty-note">{t('wallet.no_withdrawals')}</p>;
  else
    body = (
      <>
        <ul className="log-list" aria-label={t('wallet.withdrawal_records')}>
          {rows.map((row) => (
            <li key={row.order_no} className="log-line" data-testid="withdrawal-row">
              <div className="log-line-head">
                <span className="log-line-type">{row.channel_title}</span>
                <bdi className="log-amount">{money.format(row.amount)}</bdi>
              </div>
              <p className="log-line-remark">
                <span className={`withdrawal-status is-${row.status}`}>{withdrawalStatusLabel(row.status)}</span>{' '}
                {t('wallet.fee_and_deducted', { fee: money.format(row.fee), deducted: money.format(row.deducted) })}
              </p>
              {row.third_party_no && <p className="log-line-remark">{t('wallet.third_party_no', { no: row.third_party_no })}</p>}
              {row.remark && <p className="log-line-remark">{t('wallet.review_remark', { remark: row.remark })}</p>}
              <div className="log-line-foot">
                <time dateTime={row.created_at}>{formatDateTime(row.created_at, dateLocaleFor(i18n.language))}</time>
                <bdi dir="ltr">{row.order_no}</bdi>
              </div>
            </li>
          ))}
        </ul>
        <MoreOnScroll query={query} />
      </>
    );
  return <Page title={t('wallet.withdrawal_records')}>{body}</Page>;
}
