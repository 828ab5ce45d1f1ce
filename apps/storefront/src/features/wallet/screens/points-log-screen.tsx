import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pointsLogQuery, type LogFilters } from '../api/wallet.ts';
import { Page } from '../../../components/page.tsx';
import { LogFilterBar, LogList, type LogLine } from '../components/ledger-log.tsx';
import { logTypes } from '../lib/wallet-labels.ts';
import { useRefetchOnShow } from '../../../components/use-refetch-on-show.ts';
import '../wallet.css';

/** Points log: every change of the points, with before and after, by type and days. */
export function PointsLogScreen() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<LogFilters>({});
  const log = useInfiniteQuery({ ...pointsLogQuery(filters), refetchOnMount: 'always' });
  useRefetchOnShow(log.refetch);
  const count = new Intl.NumberFormat(i18n.language);
  const lines: LogLine[] = (log.data?.pages.flatMap((page) => page.list) ?? []).map((line) => ({
    ...line,
    credit: line.amount > 0,
    amount: (line.amount > 0 ? '+' : '') + count.format(line.amount),
    before: count.format(line.before),
    after: count.format(line.after),
  }));
  return (
    <Page title={t('wallet.points_log')}>
      <LogFilterBar filters={filters} types={logTypes.points} onChange={setFilters} />
      <LogList query={log} lines={lines} label={t('wallet.points_log')} />
    </Page>
  );
}
