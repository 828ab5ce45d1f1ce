import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CouponCenterItem } from '@roamcart/contracts';
import { refreshCoupons } from '../../../api/query-keys.ts';
import { claimCoupon, couponCenterQuery } from '../api/coupons.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { showToast } from '../../../lib/notify.ts';
import { CouponCard, useDay } from '../../../components/coupons/coupon-card.tsx';

function CenterItem({ item }: { item: CouponCenterItem }) {
  const { t } = useTranslation();
  const { day, lastDay } = useDay();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimCoupon(item.id),
    onSuccess: async () => {
      showToast(t('coupon.claimed_toast'));
      await refreshCoupons(queryClient);
    },
    // The refusal (none left, at the limit) was shown by the API client; the counts are asked again.
    onError: () => void refreshCoupons(queryClient),
  });
  const validity =
    item.validity === 'fixed' && item.valid_from && item.valid_until
      ? t('coupon.valid_between', { from: day(item.valid_from), until: lastDay(item.valid_until) })
      : t('coupon.valid_days', { count: item.valid_days });
  return (
    <li>
      <CouponCard
        terms={item}
        testId="center-coupon"
        validity={validity}
        note={
          <span className="coupon-card-left">
            {t('coupon.left', { count: item.remaining })}
            {item.claimed > 0 && ` · ${t('coupon.held', { count: item.claimed })}`}
          </span>
        }
        action={
          item.can_claim ? (
            <button type="button" className="button-link is-primary" disabled={claim.isPending} onClick={() => claim.mutate()} aria-label={t('coupon.claim_named', { title: item.title })}>
              {t('coupon.claim')}
            </button>
          ) : (
            <span className="coupon-card-state">{item.remaining === 0 ? t('coupon.gone') : t('coupon.claimed')}</span>
          )
        }
      />
    </li>
  );
}

/** The coupon centre: what can be claimed now, how many are left, and one tap to claim. */
export function CouponCenterScreen() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(couponCenterQuery());
  return (
    <Page title={t('coupon.center')}>
      <p className="card">
        <Link to="/mycoupons">{t('coupon.mine')}</Link>
      </p>
      {isPending && <LoadingBlock />}
      {isError && <p className="empty-note">{t('common.load_failed')}</p>}
      {data && data.length === 0 && <p className="empty-note">{t('coupon.center_empty')}</p>}
      {data && data.length > 0 && (
        <ul className="plain-list coupon-list">
          {data.map((item) => (
            <CenterItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Page>
  );
}
