import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketOrderAdminRow } from '@roamcart/contracts';
import { ticketOrderDetailQuery, useIssueTickets, useReviewTicketOrder } from '../../api/flights.ts';
import { CenteredSpin } from '../../components/centered-spin.tsx';
import { EditModal } from '../../components/edit-modal.tsx';
import { requiredRule } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';

type ReviewAction = 'approve' | 'reject';

const REMARK_MAX = 200;
const TICKET_NO_MAX = 20;

/** A ticket number for each passenger of a paid order, typed in from the airline's system. */
function IssueTicketsDialog({ orderNo, onClose }: { orderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const issue = useIssueTickets();
  const { data: order } = useQuery(ticketOrderDetailQuery(orderNo));
  return (
    <EditModal<{ tickets: Record<string, string> }>
      title={t('admin.ticket_orders.issue_title', { no: orderNo })}
      okText={t('admin.ticket_orders.issue')}
      width={560}
      onClose={onClose}
      onSubmit={(values) =>
        issue.mutateAsync({
          order_no: orderNo,
          tickets: (order?.passengers ?? []).map((passenger) => ({ passenger_id: passenger.id, ticket_no: (values.tickets?.[String(passenger.id)] ?? '').trim() })),
        })
      }
    >
      <Typography.Paragraph>{t('admin.ticket_orders.issue_hint')}</Typography.Paragraph>
      {!order ? (
        <CenteredSpin />
      ) : (
        order.passengers.map((passenger) => (
          <Form.Item
            key={passenger.id}
            name={['tickets', String(passenger.id)]}
            label={t('admin.ticket_orders.ticket_for', { name: `${passenger.last_name}/${passenger.first_name}`, type: t(`admin.ticket_orders.passenger_types.${passenger.type}`) })}
            rules={[requiredRule()]}
          >
            <Input maxLength={TICKET_NO_MAX} dir="ltr" />
          </Form.Item>
        ))
      )}
    </EditModal>
  );
}

/** What an operator may do with a ticket order now: approve or reject (with the reason the traveller reads) one waiting for review, issue the tickets of a paid one. */
export function TicketOrderActions({ order }: { order: Pick<TicketOrderAdminRow, 'order_no' | 'status'> }) {
  const { t } = useTranslation();
  const review = useReviewTicketOrder();
  const [action, setAction] = useState<ReviewAction | 'issue' | null>(null);
  const buttons: Record<ReviewAction, string> = { approve: t('admin.hotel_orders.approve'), reject: t('admin.hotel_orders.reject') };

  return (
    <Space size={0} wrap>
      {order.status === 'ordered_pending_review' && (
        <Can permission="ticket_orders:review">
          <Button type="link" size="small" onClick={() => setAction('approve')}>
            {buttons.approve}
          </Button>
          <Button type="link" size="small" danger onClick={() => setAction('reject')}>
            {buttons.reject}
          </Button>
        </Can>
      )}
      {order.status === 'paid_pending_verification' && (
        <Can permission="ticket_orders:issue">
          <Button type="link" size="small" onClick={() => setAction('issue')}>
            {t('admin.ticket_orders.issue')}
          </Button>
        </Can>
      )}
      {action === 'issue' && <IssueTicketsDialog orderNo={order.order_no} onClose={() => setAction(null)} />}
      {(action === 'approve' || action === 'reject') && (
        <EditModal<{ remark?: string }>
          title={t(`admin.ticket_orders.${action}_title`, { no: order.order_no })}
          okText={buttons[action]}
          initialValues={{ remark: '' }}
          onClose={() => setAction(null)}
          onSubmit={(values) => review.mutateAsync({ order_no: order.order_no, approve: action === 'approve', remark: (values.remark ?? '').trim() })}
        >
          <Typography.Paragraph>{t(`admin.ticket_orders.${action}_hint`)}</Typography.Paragraph>
          <Form.Item name="remark" label={action === 'reject' ? t('admin.hotel_orders.reject_reason') : t('admin.hotel_orders.remark')} rules={action === 'reject' ? [requiredRule()] : []}>
            <Input.TextArea rows={2} maxLength={REMARK_MAX} />
          </Form.Item>
        </EditModal>
      )}
    </Space>
  );
}
