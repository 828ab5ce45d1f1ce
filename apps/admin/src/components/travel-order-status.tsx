import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAVEL_ORDER_STATUSES, type TravelOrderStatus } from '@roamcart/contracts';

const COLORS: Record<TravelOrderStatus, string> = {
  ordered_pending_review: 'gold',
  reviewed_pending_payment: 'blue',
  paid_pending_verification: 'orange',
  verified_completed: 'green',
  verified_pending_rating: 'cyan',
  confirmed: 'green',
  cancelled: 'default',
};

/** The label of a travel order state; a state the app does not know shows as it is. */
export function useTravelStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => t(`admin.hotel_orders.status.${status}`, { defaultValue: status });
}

export function TravelStatusTag({ status }: { status: TravelOrderStatus }) {
  const label = useTravelStatusLabel();
  return <Tag color={COLORS[status] ?? 'default'}>{label(status)}</Tag>;
}

export function useTravelStatusOptions() {
  const label = useTravelStatusLabel();
  return TRAVEL_ORDER_STATUSES.map((status) => ({ value: status, label: label(status) }));
}
