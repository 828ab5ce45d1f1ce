import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrderAdminRow } from '@roamcart/contracts';
import { useReviewHotelOrder, useVerifyHotelOrder } from '../../api/hotels.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { TravelOrderActions } from '../../components/travel-order-actions.tsx';
import { requiredRule } from '../../lib/zod-form.ts';

const CONFIRMATION_MAX = 64;

/** The hotel's confirmation number for a paid booking, which confirms it. */
function VerifyBookingDialog({ orderNo, onClose }: { orderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const verify = useVerifyHotelOrder();
  return (
    <EditModal<{ confirmation_no?: string }>
      title={t('admin.hotel_orders.verify_title', { no: orderNo })}
      okText={t('admin.hotel_orders.verify')}
      initialValues={{ confirmation_no: '' }}
      onClose={onClose}
      onSubmit={(values) => verify.mutateAsync({ order_no: orderNo, confirmation_no: (values.confirmation_no ?? '').trim() })}
    >
      <Typography.Paragraph>{t('admin.hotel_orders.verify_hint')}</Typography.Paragraph>
      <Form.Item name="confirmation_no" label={t('admin.hotel_orders.confirmation_no')} rules={[requiredRule()]}>
        <Input maxLength={CONFIRMATION_MAX} autoFocus />
      </Form.Item>
    </EditModal>
  );
}

/**
 * What an operator may do with a booking now: approve or reject (with the reason the traveller
 * will read) one waiting for review, or enter the hotel's confirmation number for a paid one.
 */
export function HotelOrderActions({ order }: { order: HotelOrderAdminRow }) {
  const { t } = useTranslation();
  const review = useReviewHotelOrder();
  return (
    <TravelOrderActions
      kind="hotel"
      order={order}
      review={review.mutateAsync}
      paidStep={{
        permission: 'hotel_orders:verify',
        label: t('admin.hotel_orders.verify'),
        dialog: (onClose) => <VerifyBookingDialog orderNo={order.order_no} onClose={onClose} />,
      }}
    />
  );
}
