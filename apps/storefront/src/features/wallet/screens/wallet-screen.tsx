import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { userInfoQuery } from '../../../api/get-user-info.ts';
import { moneyLogQuery, type LogFilters } from '../api/wallet.ts';
import { EntryList } from '../../../components/entry-list.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { currencyStore } from '../../../lib/preferences.ts';
import { useStore } from '../../../lib/use-store.ts';
import { LogFilterBar, LogList, type LogLine } from '../components/ledger-log.tsx';
import { logTypes } from '../lib/wallet-labels.ts';
import { useRefetchOnShow } from '../../../components/use-refetch-on-show.ts';
import '../wallet.css';

/** Wallet: the balance, the ways to top up and withdraw, and the money log with its filters. */
export function WalletScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useStore(currencyStore);
  // The balance may have moved since it was last asked (a payment, a review): asked on every visit.
  const { data: user, refetch: refetchUser } = useQuery({ ...userInfoQuery(currency), refetchOnMount: 'always' });
  const [filters, setFilters] = useState<LogFilters>({});
  const log = useInfiniteQuery({ ...moneyLogQuery(filters, currency), refetchOnMount: 'always' });
  useRefetchOnShow(refetchUser, log.refetch);
  const lines: LogLine[] = (log.data?.pages.flatMap((page) => page.list) ?? []).map((line) => ({
    ...line,
    credit: !line.amount.startsWith('-'),
    amount: (line.amount.startsWith('-') ? '' : '+') + money.format(line.amount),
    before: money.format(line.before),
    after: money.format(line.after),
  }));

  return (
    <Page title={t('wallet.title')}>
      <section className="card wallet-balance" aria-labelledby="wallet-balance-label">
        <p id="wallet-balance-label" className="wallet-label">
          {t('wallet.balance')}
        </p>
        <p className="wallet-amount">
          <bdi data-testid="wallet-balance">{user ? money.format(user.balance) : '–'}</bdi>
        </p>
        <div className="button-row">
          <Link className="button-link is-primary" to="/recharge">
            {t('wallet.top_up')}
          </Link>
          <Link className="button-link" to="/withdrawal">
            {t('wallet.withdraw')}
          </Link>
        </div>
      </section>
      <EntryList
        entries={[
          { label: t('recharge.records'), to: '/rechargelist', icon: <FileOutline /> },
          { label: t('wallet.withdrawal_records'), to: '/withdrawallist', icon: <FileOutline /> },
          { label: t('wallet.points_log'), to: '/pointslog', extra: user?.points, icon: <StarOutline /> },
        ]}
      />
      <h2 className="section-title">{t('wallet.money_log')}</h2>
      <LogFilterBar filters={filters} types={logTypes.money} onChange={setFilters} />
      <LogList query={log} lines={lines} label={t('wallet.money_log')} />
    </Page>
  );
}
