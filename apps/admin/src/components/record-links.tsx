import { reviewQueueLinks, type ChannelPaymentBiz } from '@roamcart/contracts';
import { Link } from 'react-router-dom';
import { customerPath, orderDetailPath } from '../lib/paths.ts';
import { useCan } from '../session/session.ts';
import { ClippedText } from './table-cells.tsx';

/** Where an order of each kind opens, and the page permissions that needs. */
const ORDER_PAGES: Record<Exclude<ChannelPaymentBiz, 'recharge'>, { path(orderNo: string): string; permissions: string[] }> = {
  goods_order: { path: orderDetailPath, permissions: ['page:orders', 'orders:detail'] },
  hotel_order: { path: reviewQueueLinks.hotelOrder, permissions: ['page:hotel_orders'] },
  ticket_order: { path: reviewQueueLinks.ticketOrder, permissions: ['page:ticket_orders'] },
};

/** A customer's email (or nickname), cut to `maxWidth` with the whole on hover, linking to the customer where the admin may open customers. */
export function CustomerLink({ userId, text, maxWidth }: { userId: number | null; text: string; maxWidth?: number }) {
  const can = useCan();
  const clipped = <ClippedText text={text} maxWidth={maxWidth} />;
  if (userId === null || !text || !can('page:users', 'users:detail')) return clipped;
  return <Link to={customerPath({ id: userId })}>{clipped}</Link>;
}

/** An order's number linking to its page (a goods order's details, a booking's list on it) where the admin may open it. */
export function OrderLink({ kind, orderNo }: { kind: keyof typeof ORDER_PAGES; orderNo: string }) {
  const can = useCan();
  const page = ORDER_PAGES[kind];
  if (!can(...page.permissions)) return <bdi>{orderNo}</bdi>;
  return <Link to={page.path(orderNo)}>{orderNo}</Link>;
}

/** A carrier and tracking number; the number links to the carrier's own tracking page where the server answered one (the carriers page keeps their patterns). */
export function TrackingLink({ carrier, trackingNo, url }: { carrier: string; trackingNo: string; url: string | null }) {
  return (
    <>
      {carrier}{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          <bdi>{trackingNo}</bdi>
        </a>
      ) : (
        <bdi>{trackingNo}</bdi>
      )}
    </>
  );
}
