import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { dateLocaleFor, formatDateTime } from '@roamcart/contracts/date';
import type { LogFilters } from '../api/wallet.ts';
import { DateInput } from '../../../components/date-input.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { logTypeLabel } from '../lib/wallet-labels.ts';

/** A ledger line as both logs show it: amounts already written for display. */
export interface LogLine {
  id: number;
  type: string;
  remark: string;
  created_at: string;
  amount: string;
  before: string;
  after: string;
  /** Money in: shown with a plus and in the "in" colour. */
  credit: boolean;
}

/** Type and day range of a log; blank is "any". */
export function LogFilterBar({ filters, types, onChange }: { filters: LogFilters; types: readonly string[]; onChange: (next: LogFilters) => void }) {
  const { t } = useTranslation();
  const set = (name: keyof LogFilters, value: string) => onChange({ ...filters, [name]: value || undefined });
  const id = useId();
  return (
    <form className="log-filters" aria-label={t('wallet.filters')} onSubmit={(event) => event.preventDefault()}>
      <div className="log-filter">
        <label htmlFor={`${id}-type`}>{t('wallet.filter_type')}</label>
        <select id={`${id}-type`} className="native-select" value={filters.type ?? ''} onChange={(event) => set('type', event.target.value)}>
          <option value="">{t('wallet.all_types')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {logTypeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="log-filter">
        <label htmlFor={`${id}-from`}>{t('wallet.date_from')}</label>
        <DateInput id={`${id}-from`} value={filters.date_from ?? ''} empty={t('wallet.any_day')} max={filters.date_to} onChange={(day) => set('date_from', day)} />
      </div>
      <div className="log-filter">
        <label htmlFor={`${id}-to`}>{t('wallet.date_to')}</label>
        <DateInput id={`${id}-to`} value={filters.date_to ?? ''} empty={t('wallet.any_day')} min={filters.date_from} onChange={(day) => set('date_to', day)} />
      </div>
    </form>
  );
}

/** The lines of a log, newest first, loading more on scroll; an empty log says so. */
export function LogList<P extends { list: unknown[] }>({
  query,
  lines,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  lines: LogLine[];
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = dateLocaleFor(i18n.language);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError && !query.data) return <p className="empty-note">{t('common.load_failed')}</p>;
  if (lines.length === 0) return <p className="empty-note">{t('wallet.log_empty')}</p>;
  return (
    <>
      <ul className="log-list" aria-label={label}>
        {lines.map((line) => (
          <li key={line.id} className="log-line" data-testid="log-line">
            <div className="log-line-head">
              <span className="log-line-type">{logTypeLabel(line.type)}</span>
              <bdi className={line.credit ? 'log-amount is-credit' : 'log-amount'}>{line.amount}</bdi>
            </div>
            {line.remark && <p className="log-line-remark">{line.remark}</p>}
            <div className="log-line-foot">
              <time dateTime={line.created_at}>{formatDateTime(line.created_at, locale)}</time>
              <span>{t('wallet.before_after', { before: line.before, after: line.after })}</span>
            </div>
          </li>
        ))}
      </ul>
      <MoreOnScroll query={query} />
    </>
  );
}

/** Under a list: the next page loads as it scrolls into view, until there is no more. */
export function MoreOnScroll({ query }: { query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'fetchNextPage'> }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      className="message-list-end"
      hasMore={query.hasNextPage}
      loadMore={async () => {
        await query.fetchNextPage({ cancelRefetch: false, throwOnError: true });
      }}
    >
      {(hasMore) => <span>{hasMore ? t('common.loading') : t('wallet.no_more')}</span>}
    </InfiniteScroll>
  );
}
