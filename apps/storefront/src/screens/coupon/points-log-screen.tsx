import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POINTS_LOG_TYPES } from '@roamcart/contracts';
import { dateLocaleFor, formatDateTime } from '@roamcart/contracts/date';
import { pointsLogQuery } from '../../api/coupons.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { MoreButton } from '../../components/more-button.tsx';
import { Page } from '../../components/page.tsx';
import { useUserInfo } from '../../components/use-user-info.ts';
import './coupon.css';

const KNOWN_TYPES: readonly string[] = POINTS_LOG_TYPES;

/** Points log: every move of the points, newest first, with why and the balance after. */
export function PointsLogScreen() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUserInfo();
  const query = useInfiniteQuery(pointsLogQuery());
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Page title={t('points.log')} backTo="/mine">
      <section className="card" aria-label={t('mine.points')}>
        <p>
          {t('mine.points')} <strong data-testid="points-balance">{user?.points ?? '–'}</strong>
        </p>
      </section>
      {query.isPending && <LoadingBlock />}
      {query.isError && <p className="empty-note">{t('common.load_failed')}</p>}
      {query.data && rows.length === 0 && <p className="empty-note">{t('points.none')}</p>}
      <ul className="plain-list">
        {rows.map((row) => (
          <li key={row.id} className="points-row" data-testid="points-row">
            <div>
              <p>{KNOWN_TYPES.includes(row.type) ? t(`points.type.${row.type}`) : row.remark}</p>
              <p className="coupon-card-scope">
                <time dateTime={row.created_at}>{formatDateTime(row.created_at, dateLocaleFor(i18n.language))}</time>
                {row.reference && !row.reference.startsWith('admin:') && (
                  <>
                    {' · '}
                    <bdi dir="ltr">{row.reference}</bdi>
                  </>
                )}
              </p>
            </div>
            <div>
              <p className={row.amount > 0 ? 'points-row-amount is-gain' : 'points-row-amount'}>
                <bdi dir="ltr">{row.amount > 0 ? `+${row.amount}` : row.amount}</bdi>
              </p>
              <p className="coupon-card-scope">{t('points.after', { points: row.after })}</p>
            </div>
          </li>
        ))}
      </ul>
      <MoreButton query={query} />
    </Page>
  );
}
