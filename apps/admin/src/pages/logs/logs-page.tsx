import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, InputNumber, Select, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LOG_ACTIONS, flattenPermissions, type AdminLogRow } from '@roamcart/contracts';
import { adminsResource } from '../../api/admins.ts';
import type { Query } from '../../api/client.ts';
import { adminLogListQuery } from '../../api/logs.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { ClippedText, StackedCell } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../session/session.ts';

/** Every action the log can hold, by name: the registry's API permissions, then signing in and one's own account. */
const LOGGED_ACTIONS: readonly { code: string; name: string }[] = [
  ...flattenPermissions()
    .filter((permission) => permission.type === 'api')
    .map(({ code, name }) => ({ code, name })),
  ...Object.entries(ACCOUNT_LOG_ACTIONS).map(([code, name]) => ({ code, name })),
];

function toQuery(values: Record<string, unknown>): Query {
  const { days, ...rest } = values as { days?: [Dayjs, Dayjs] | null } & Query;
  return { ...rest, date_from: days?.[0].format('YYYY-MM-DD'), date_to: days?.[1].format('YYYY-MM-DD') };
}

export default function LogsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { query, rows, pagination, search } = usePagedList(adminLogListQuery);
  const admins = useQuery({ ...adminsResource.listQuery({ page: 1, limit: 100 }), enabled: can('admins:list') });

  const columns: ColumnsType<AdminLogRow> = [
    // Combined cells and clipped text keep the log within 1,280 px.
    { dataIndex: 'created_at', title: t('admin.logs.time'), render: (at: string, row) => <StackedCell main={formatDateTime(at)} lines={[row.ip]} /> },
    { dataIndex: 'admin_username', title: t('admin.logs.admin'), render: (name: string) => <ClippedText text={name} maxWidth={120} /> },
    {
      dataIndex: 'action_name',
      title: t('admin.logs.action'),
      // The request goes under its action's name: the log within 1,280 px.
      render: (name: string, row) => (
        <StackedCell
          main={
            <Tooltip title={row.action}>
              <span>
                <ClippedText text={name} maxWidth={160} />
              </span>
            </Tooltip>
          }
          lines={[<ClippedText key="request" text={`${row.method} ${row.path}`} maxWidth={160} />]}
        />
      ),
    },
    {
      key: 'target',
      title: t('admin.logs.target'),
      // Rows written before targets had names show the id.
      render: (_, row) => (row.target_label ? <ClippedText text={row.target_label} maxWidth={140} /> : row.target_id ? `#${row.target_id}` : ''),
    },
    {
      dataIndex: 'result',
      title: t('admin.logs.result'),
      render: (result: AdminLogRow['result'], row) =>
        result === 'success' ? (
          <Tag color="green">{t('admin.logs.result_success')}</Tag>
        ) : (
          <Tooltip title={row.result_code}>
            <div>
              <Tag color="red">{t('admin.logs.result_failed')}</Tag>
            </div>
            <Typography.Text type="danger">
              <ClippedText text={row.result_message} maxWidth={160} />
            </Typography.Text>
          </Tooltip>
        ),
    },
  ];

  return (
    <PageContainer title={t('menu.logs')}>
      <FilterForm onSearch={(values) => search(toQuery(values))}>
        <Form.Item name="admin_id" label={t('admin.logs.admin')}>
          {can('admins:list') ? (
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={(admins.data?.list ?? []).map((admin) => ({ value: admin.id, label: admin.username }))} style={{ width: 160 }} />
          ) : (
            <InputNumber min={1} precision={0} placeholder="ID" />
          )}
        </Form.Item>
        <Form.Item name="action" label={t('admin.logs.action')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={LOGGED_ACTIONS.map((action) => ({ value: action.code, label: t(action.name) }))}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item name="days" label={t('admin.logs.days')}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterForm>
      <Table<AdminLogRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (row) => (
            <>
              <Typography.Paragraph>
                <Typography.Text type="secondary">{t('admin.logs.summary')}: </Typography.Text>
                <Typography.Text code>{row.summary}</Typography.Text>
              </Typography.Paragraph>
              <Typography.Text type="secondary">{row.user_agent}</Typography.Text>
            </>
          ),
        }}
      />
    </PageContainer>
  );
}
