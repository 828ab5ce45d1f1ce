import { Descriptions, Drawer, Flex, Typography, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelOrderAdminDetail, TravelOrderKind } from '@roamcart/contracts';
import { formatDateTime } from '../lib/format.ts';
import { CenteredSpin } from './centered-spin.tsx';
import { MovesTimeline } from './moves-timeline.tsx';
import { TravelStatusTag, useTravelStatusLabel } from './travel-order-status.tsx';

type Fact = NonNullable<DescriptionsProps['items']>[number];

/** What hotel bookings and ticket orders both show in the back office. */
type TravelOrderAdminView = Pick<
  HotelOrderAdminDetail,
  'status' | 'created_at' | 'customer' | 'user_id' | 'contact' | 'discount' | 'coupon_title' | 'pay_amount' | 'paid_amount' | 'refunded_amount' | 'hold_deadline' | 'review_deadline' | 'hold_released' | 'remark' | 'history'
>;

/**
 * The facts every travel order has, for a drawer to place among its own: where it stands, when it
 * was placed, who booked and who to reach, its money (`total` first, then the coupon's discount
 * with the coupon's title), the hold and the remark.
 */
export function travelOrderFacts(t: TFunction, kind: TravelOrderKind, order: TravelOrderAdminView, money: (amount: string) => string, total: string) {
  const heldLabel = t(kind === 'hotel' ? 'admin.hotel_orders.hold_deadline' : 'admin.ticket_orders.hold_deadline');
  return {
    head: [
      { key: 'status', label: t('admin.common.status'), children: <TravelStatusTag status={order.status} /> },
      { key: 'created_at', label: t('admin.orders.created_at'), children: formatDateTime(order.created_at) },
    ] satisfies Fact[],
    people: [
      {
        key: 'customer',
        label: t('admin.orders.customer'),
        children: (
          <>
            <bdi>{order.customer}</bdi> <Typography.Text type="secondary">(ID {order.user_id})</Typography.Text>
          </>
        ),
      },
      { key: 'contact', label: t('admin.hotel_orders.contact'), children: `${order.contact.name} · ${order.contact.phone} · ${order.contact.email}` },
    ] satisfies Fact[],
    money: [
      { key: 'total', label: t('admin.hotel_orders.total'), children: money(total) },
      {
        key: 'discount',
        label: t('admin.orders.discount'),
        children: (
          <span data-testid="travel-order-discount">
            {money(order.discount)}
            {order.coupon_title && <Typography.Text type="secondary"> · {order.coupon_title}</Typography.Text>}
          </span>
        ),
      },
      { key: 'pay', label: t('admin.orders.pay_amount'), children: money(order.pay_amount) },
      { key: 'paid', label: t('admin.orders.paid_amount'), children: money(order.paid_amount) },
      { key: 'refunded', label: t('admin.hotel_orders.refunded'), children: money(order.refunded_amount) },
    ] satisfies Fact[],
    hold: [
      ...(order.review_deadline ? [{ key: 'review', label: t('admin.travel_orders.review_deadline'), children: formatDateTime(order.review_deadline) }] : []),
      ...(order.hold_deadline ? [{ key: 'hold', label: heldLabel, children: formatDateTime(order.hold_deadline) }] : []),
      ...(order.hold_released ? [{ key: 'hold-released', label: heldLabel, children: <span data-testid="travel-hold-released">{t(`admin.travel_orders.hold_released_${kind}`)}</span> }] : []),
    ] satisfies Fact[],
    remark: { key: 'remark', label: t('admin.orders.remark'), children: order.remark || '–', span: 'filled' } satisfies Fact,
  };
}

/** The order's moves, oldest first: from, to, who, when and the remark. */
function TravelOrderTimeline({ kind, moves }: { kind: TravelOrderKind; moves: TravelOrderAdminView['history'] }) {
  const { t } = useTranslation();
  const label = useTravelStatusLabel();
  return (
    <MovesTimeline
      testId={`${kind}-order-timeline`}
      moves={moves.map((move) => ({
        by: move.actor,
        actor: move.actor_name,
        at: move.at,
        remark: move.remark,
        title: <Typography.Text strong>{move.from ? t('admin.orders.move', { from: label(move.from), to: label(move.to) }) : label(move.to)}</Typography.Text>,
      }))}
    />
  );
}

/** A travel order in full, in a drawer: `children` with the loaded order (its facts, its own tables), then the history; `actions` in the header. */
export function TravelOrderDrawer<O extends TravelOrderAdminView>({
  kind,
  title,
  width,
  order,
  actions,
  onClose,
  children,
}: {
  kind: TravelOrderKind;
  title: string;
  width: number;
  order: O | undefined;
  actions(order: O): ReactNode;
  onClose(): void;
  children(order: O): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open width={width} title={title} onClose={onClose} extra={order && actions(order)}>
      {!order ? (
        <CenteredSpin />
      ) : (
        <Flex vertical gap={16}>
          {children(order)}
          <section>
            <Typography.Title level={5}>{t('admin.orders.timeline')}</Typography.Title>
            <TravelOrderTimeline kind={kind} moves={order.history} />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}

/** The facts of a travel order as a bordered two-column table. */
export function TravelOrderFacts({ items }: { items: Fact[] }) {
  return <Descriptions bordered size="small" column={2} items={items} />;
}
