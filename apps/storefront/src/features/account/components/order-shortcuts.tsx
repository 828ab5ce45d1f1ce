import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import ChatCheckOutline from 'antd-mobile-icons/es/ChatCheckOutline';
import ReceiptOutline from 'antd-mobile-icons/es/ReceiptOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import TruckOutline from 'antd-mobile-icons/es/TruckOutline';
import { ORDER_COUNT_STATUSES, type OrderCounts } from '@roamcart/contracts';
import { CurrencyIcon } from '../../../components/currency-icon.tsx';
import { useRefetchOnShow } from '../../../components/use-refetch-on-show.ts';
import { orderCountsQuery } from '../api/me-counts.ts';

const STEPS: { key: keyof OrderCounts; label: string; icon: ReactNode }[] = [
  { key: 'to_pay', label: 'mine.orders_to_pay', icon: <CurrencyIcon /> },
  { key: 'to_ship', label: 'mine.orders_to_ship', icon: <ReceiptOutline /> },
  { key: 'to_receive', label: 'mine.orders_to_receive', icon: <TruckOutline /> },
  { key: 'to_review', label: 'mine.orders_to_review', icon: <ChatCheckOutline /> },
];

/**
 * Me's orders card: My orders with the way to all of them, and a shortcut per step an order
 * waits in (to pay, ship, receive, review) with how many wait there, each opening My orders on
 * that step's tab. The counts are asked again whenever Me is shown: orders move meanwhile.
 */
export function OrderShortcuts() {
  const { t } = useTranslation();
  const { data: counts, refetch } = useQuery(orderCountsQuery());
  useRefetchOnShow(refetch);
  return (
    <section className="card mine-orders" aria-labelledby="mine-orders-title">
      <div className="mine-orders-head">
        <h2 id="mine-orders-title">{t('order.my_orders')}</h2>
        <Link className="mine-orders-all" to="/order">
          {t('orders_feed.title')}
          <RightOutline className="entry-arrow" aria-hidden="true" />
        </Link>
      </div>
      <ul className="mine-order-steps">
        {STEPS.map(({ key, label, icon }) => {
          const count = counts?.[key] ?? 0;
          return (
            <li key={key}>
              <Link className="mine-order-step" to={`/myorders?status=${ORDER_COUNT_STATUSES[key]}`} data-testid={`mine-${key}`}>
                <span className="mine-order-step-icon" aria-hidden="true">
                  {icon}
                  {count > 0 && <span className="count-badge mine-order-badge">{count > 99 ? '99+' : count}</span>}
                </span>
                <span className="mine-order-step-label">{t(label)}</span>
                {count > 0 && <span className="visually-hidden">{t('mine.orders_waiting', { count })}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
