import { DatePicker, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, type WithdrawalAdminRow, type WithdrawalStatus } from '@roamcart/contracts';
import type { Query } from '../../api/client.ts';
import { withdrawalListQuery } from '../../api/withdrawals.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { CustomerLink } from '../../components/record-links.tsx';
import { actionsColumn } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { useLinkedRecordFilter } from '../../components/use-to-handle-filter.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../session/session.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';

const STATUS_COLOURS: Record<WithdrawalStatus, string> = { pending_review: 'gold', withdrawal_success: 'green', balance_withdrawal_failed: 'red' };

/** The filter form's values as the list route takes them (the day range as two days). */
function toQuery(values: Record<string, unknown>): Query {
  const { days, ...rest } = values as { days?: [Dayjs, Dayjs] } & Query;
  return { ...rest, ...(days && { date_from: days[0].format('YYYY-MM-DD'), date_to: days[1].format('YYYY-MM-DD') }) };
}

/** Withdrawals to review and reviewed ones: pay out with the payout's number, or reject with a remark. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const currency = useBaseCurrency();
  // A back-office message opens the list on its withdrawal.
  const linked = useLinkedRecordFilter('order_no');
  const { query, rows, pagination, search } = usePagedList(withdrawalListQuery, linked.fixed);
  const money = (amount: string) => formatMoney(amount, currency);

  const columns: ColumnsType<WithdrawalAdminRow> = [
    {
      key: 'order',
      title: t('admin.withdrawals.order_customer'),
      render: (_, row) => (
        <>
          <div>{row.order_no}</div>
          <Typography.Text type="secondary">{row.user_email ? <CustomerLink userId={row.user_id} text={row.user_email} maxWidth={220} /> : `#${row.user_id}`}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{formatDateTime(row.created_at)}</Typography.Text>
          </div>
        </>
      ),
    },
    {
      key: 'money',
      title: t('admin.withdrawals.amount_fee'),
      align: 'end',
      render: (_, row) => (
        <>
          <div>{money(row.amount)}</div>
          <Typography.Text type="secondary">{t('admin.withdrawals.fee_deducted', { fee: money(row.fee), deducted: money(row.deducted) })}</Typography.Text>
        </>
      ),
    },
    {
      key: 'account',
      title: t('admin.withdrawals.account'),
      render: (_, row) => (
        <>
          <div>{row.channel_title}</div>
          <div>{row.account.name}</div>
          <Typography.Text type="secondary" copyable>
            {row.account.number}
          </Typography.Text>
          {row.account.bank && <div>{row.account.bank}</div>}
        </>
      ),
    },
    {
      key: 'status',
      title: t('admin.common.status'),
      render: (_, row) => (
        <>
          <Tag color={STATUS_COLOURS[row.status]}>{t(`admin.withdrawals.status_${row.status}`)}</Tag>
          {row.third_party_no && <div>{t('admin.withdrawals.paid_as', { no: row.third_party_no })}</div>}
          {row.remark && <Typography.Text type="secondary">{row.remark}</Typography.Text>}
          {row.reviewed_at && (
            <div>
              <Typography.Text type="secondary">{t('admin.withdrawals.decided_by', { admin: row.reviewed_by ?? '–', time: formatDateTime(row.reviewed_at) })}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
  ];
  if (can('withdrawals:review')) {
    columns.push(actionsColumn<WithdrawalAdminRow>(t('admin.common.actions'), (row) => (row.status === 'pending_review' ? <WithdrawalActions withdrawal={row} /> : null)));
  }

  return (
    <PageContainer title={t('menu.withdrawals')}>
      <FilterForm onSearch={(values) => search(toQuery(values))}>
        <Form.Item name="status" label={t('admin.common.status')}>
          <Select allowClear style={{ width: 200 }} options={WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: t(`admin.withdrawals.status_${status}`) }))} />
        </Form.Item>
        <Form.Item name="email" label={t('admin.withdrawals.email')}>
          <Input allowClear maxLength={254} />
        </Form.Item>
        <Form.Item name="order_no" label={t('admin.withdrawals.order_no')}>
          <Input allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="days" label={t('admin.withdrawals.requested_on')}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterForm>
      {linked.banner}
      <Table<WithdrawalAdminRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </PageContainer>
  );
}
