import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { GOODS_ORDER_STATUSES, REFUND_STATUSES, type GoodsOrderStatus, type RefundMark, type RefundStatus } from '@roamcart/contracts';

const ORDER_COLORS: Record<GoodsOrderStatus, string> = {
  pending_payment: 'gold',
  paid: 'blue',
  pending_shipping: 'orange',
  shipped: 'cyan',
  received: 'geekblue',
  reviewed: 'purple',
  completed: 'green',
  cancelled: 'default',
  closed: 'default',
  deleted: 'red',
};

const REFUND_COLORS: Record<RefundStatus, string> = {
  requested: 'gold',
  approved: 'blue',
  in_transit: 'cyan',
  refunded: 'green',
  completed: 'green',
  rejected: 'red',
  refunding: 'processing',
  refund_failed: 'error',
};

/** The label of an order or sub-order state; a state the app does not know shows as it is. */
export function useOrderStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => t(`admin.orders.status_${status}`, { defaultValue: status });
}

export function OrderStatusTag({ status }: { status: GoodsOrderStatus }) {
  const label = useOrderStatusLabel();
  return <Tag color={ORDER_COLORS[status]}>{label(status)}</Tag>;
}

export function useOrderStatusOptions() {
  const label = useOrderStatusLabel();
  return GOODS_ORDER_STATUSES.map((status) => ({ value: status, label: label(status) }));
}

/** Beside an order's or sub-order's status: how much of what was paid came back; nothing shown when none did. */
export function RefundMarkTag({ mark }: { mark: RefundMark }) {
  const { t } = useTranslation();
  if (mark === 'none') return null;
  return <Tag color={mark === 'fully_refunded' ? 'magenta' : 'volcano'}>{t(`admin.orders.refund_mark_${mark}`)}</Tag>;
}

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return <Tag color={REFUND_COLORS[status]}>{t(`admin.refunds.status_${status}`)}</Tag>;
}

export function useRefundStatusOptions() {
  const { t } = useTranslation();
  return REFUND_STATUSES.map((status) => ({ value: status, label: t(`admin.refunds.status_${status}`) }));
}
