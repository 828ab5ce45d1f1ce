import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import Tabs from 'antd-mobile/es/components/tabs';
import { USER_COUPON_STATUSES, type UserCouponStatus } from '@roamcart/contracts';
import { CouponCard, useDay } from '../../../components/coupons/coupon-card.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { myCouponsQuery } from '../api/coupons.ts';
import { MoreButton } from '../../../components/more-button.tsx';

function CouponList({ status }: { status: UserCouponStatus }) {
  const { t } = useTranslation();
  const { day, lastDay } = useDay();
  const query = useInfiniteQuery(myCouponsQuery(status));
  const coupons = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <p className="empty-note">{t('common.load_failed')}</p>;
  if (coupons.length === 0) {
    return (
      <div className="empty-note">
        <p>{t(`coupon.none_${status}`)}</p>
        <Link className="button-link is-primary" to="/couponcenter">
          {t('coupon.center')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="plain-list coupon-list">
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard
              terms={coupon}
              muted={status !== 'usable'}
              testId="my-coupon"
              validity={
                status === 'used' && coupon.used_at
                  ? t('coupon.used_on', { date: day(coupon.used_at) })
                  : status === 'expired'
                    ? t('coupon.expired_on', { date: lastDay(coupon.valid_until) })
                    : new Date(coupon.valid_from) > new Date()
                      ? t('coupon.valid_between', { from: day(coupon.valid_from), until: lastDay(coupon.valid_until) })
                      : t('coupon.valid_until', { date: lastDay(coupon.valid_until) })
              }
              note={
                coupon.order_no && coupon.order_type ? (
                  <Link to={orderDetailsPath(coupon.order_type, coupon.order_no)}>
                    {t('order.order_no')} <bdi dir="ltr">{coupon.order_no}</bdi>
                  </Link>
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
      <MoreButton query={query} label={t('coupon.more')} className="button-link coupon-more" />
    </>
  );
}

/** My coupons: usable ones (ending soonest first), used ones with their order, expired ones. */
export function MyCouponsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('usable');
  return (
    <Page title={t('coupon.mine')} backTo="/mine">
      <Tabs activeKey={tab} onChange={setTab}>
        {USER_COUPON_STATUSES.map((status) => (
          <Tabs.Tab key={status} title={t(`coupon.status.${status}`)} />
        ))}
      </Tabs>
      <CouponList key={tab} status={tab as UserCouponStatus} />
    </Page>
  );
}
