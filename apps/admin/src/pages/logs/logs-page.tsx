import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type AdminLogRow } from '@roamcart/contracts';
import { adminsResource } from '../../api/admins.ts';
import type { Query } from '../../api/client.ts';
import { adminLogListQuery } from '../../api/logs.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../session/session.ts';

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
    { dataIndex: 'created_at', title: t('admin.logs.time'), render: formatDateTime },
    { dataIndex: 'admin_username', title: t('admin.logs.admin') },
    { dataIndex: 'action', title: t('admin.logs.action'), render: (action: string) => <Typography.Text code>{action}</Typography.Text> },
    { key: 'request', title: t('admin.logs.request'), render: (_, row) => `${row.method} ${row.path}` },
    { dataIndex: 'target_id', title: t('admin.logs.target') },
    {
      dataIndex: 'result_code',
      title: t('admin.logs.result'),
      render: (code: number) => <Tag color={code === ErrorCode.Success ? 'green' : 'red'}>{code}</Tag>,
    },
    { dataIndex: 'ip', title: 'IP' },
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
          <Input allowClear placeholder="users:adjust" />
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
