import { useQuery } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketOrderAdminRow } from '@roamcart/contracts';
import { ticketOrderDetailQuery, useIssueTickets, useReviewTicketOrder } from '../../api/flights.ts';
import { CenteredSpin } from '../../components/centered-spin.tsx';
import { EditModal } from '../../components/edit-modal.tsx';
import { TravelOrderActions } from '../../components/travel-order-actions.tsx';
import { requiredRule } from '../../lib/zod-form.ts';

const TICKET_NO_MAX = 20;

/**
 * A ticket number for each passenger of a paid order, typed in from the airline's system. The
 * list is in the order's passenger order, so the server's `tickets.N.ticket_no` refusals land
 * under the N-th input, and one about `tickets` as a whole under the list.
 */
function IssueTicketsDialog({ orderNo, onClose }: { orderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const issue = useIssueTickets();
  const { data: order } = useQuery(ticketOrderDetailQuery(orderNo));
  return (
    <EditModal<{ tickets?: { ticket_no?: string }[] }>
      title={t('admin.ticket_orders.issue_title', { no: orderNo })}
      okText={t('admin.ticket_orders.issue')}
      width={560}
      onClose={onClose}
      onSubmit={(values) =>
        issue.mutateAsync({
          order_no: orderNo,
          tickets: (order?.passengers ?? []).map((passenger, index) => ({ passenger_id: passenger.id, ticket_no: (values.tickets?.[index]?.ticket_no ?? '').trim() })),
        })
      }
    >
      <Typography.Paragraph>{t('admin.ticket_orders.issue_hint')}</Typography.Paragraph>
      {!order ? (
        <CenteredSpin />
      ) : (
        <Form.List name="tickets" initialValue={order.passengers.map(() => ({ ticket_no: '' }))}>
          {(fields, _operations, { errors }) => (
            <>
              {fields.map((field) => {
                const passenger = order.passengers[field.name]!;
                return (
                  <Form.Item
                    key={field.key}
                    name={[field.name, 'ticket_no']}
                    label={t('admin.ticket_orders.ticket_for', { name: `${passenger.last_name}/${passenger.first_name}`, type: t(`admin.ticket_orders.passenger_types.${passenger.type}`) })}
                    rules={[requiredRule()]}
                  >
                    <Input maxLength={TICKET_NO_MAX} dir="ltr" />
                  </Form.Item>
                );
              })}
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      )}
    </EditModal>
  );
}

/** What an operator may do with a ticket order now: approve or reject (with the reason the traveller reads) one waiting for review, issue the tickets of a paid one. */
export function TicketOrderActions({ order }: { order: Pick<TicketOrderAdminRow, 'order_no' | 'status'> }) {
  const { t } = useTranslation();
  const review = useReviewTicketOrder();
  return (
    <TravelOrderActions
      kind="ticket"
      order={order}
      review={review.mutateAsync}
      paidStep={{
        permission: 'ticket_orders:issue',
        label: t('admin.ticket_orders.issue'),
        dialog: (onClose) => <IssueTicketsDialog orderNo={order.order_no} onClose={onClose} />,
      }}
    />
  );
}
