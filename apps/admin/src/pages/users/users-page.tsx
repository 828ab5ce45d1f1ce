import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminUserRow, RecordStatus } from '@roamcart/contracts';
import { allAgentsQuery } from '../../api/agents.ts';
import { announceFieldErrors, type Query } from '../../api/client.ts';
import { useBulkTagCustomers, useSetUserStatus, userListQuery, userTagsQuery } from '../../api/users.ts';
import { BulkBar, downloadRowsCsv, useRowSelection, withSorting } from '../../components/bulk-actions.tsx';
import { FilterForm, dayRangeOf } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { StatusFilter, StatusTag } from '../../components/status.tsx';
import { ClippedText, actionsColumn } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { formatCount, formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { AdjustModal } from './adjust-modal.tsx';
import { BulkTagButton } from './customer-tags.tsx';
import { customerPath } from '../../lib/paths.ts';
import { UserDetailDrawer } from './user-detail-drawer.tsx';

const fromAddress = (filters: Query) => ({ registered: dayRangeOf(filters, 'registered_from', 'registered_to') });

function toQuery(values: Record<string, unknown>): Query {
  const { registered, ...rest } = values as { registered?: [Dayjs, Dayjs] | null } & Query;
  return {
    ...rest,
    registered_from: registered?.[0].format('YYYY-MM-DD'),
    registered_to: registered?.[1].format('YYYY-MM-DD'),
  };
}

export default function UsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const currency = useBaseCurrency();
  const list = usePagedList(userListQuery);
  const { query, rows, pagination, search } = list;
  const selection = useRowSelection((row: AdminUserRow) => row.id, list);
  const agents = useQuery({ ...allAgentsQuery(), enabled: can('agents:list') });
  const tags = useQuery(userTagsQuery());
  const bulkTag = useBulkTagCustomers();
  const setStatus = useSetUserStatus();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [adjusting, setAdjusting] = useState<AdminUserRow | null>(null);

  async function toggleStatus(user: AdminUserRow) {
    try {
      await setStatus.mutateAsync({ id: user.id, status: user.status === 'active' ? 'disabled' : 'active' });
      message.success(t('success'));
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    }
  }

  const listColumns: ColumnsType<AdminUserRow> = [
    { dataIndex: 'id', title: 'ID' },
    {
      dataIndex: 'email',
      title: t('admin.users.email'),
      // The nickname under the email, so the list fits a laptop with its tags and actions.
      render: (email: string | null, row) => (
        <>
          {can('users:detail') ? (
            <Link to={customerPath(row)}>
              <ClippedText text={email ?? `#${row.id}`} maxWidth={160} />
            </Link>
          ) : (
            <ClippedText text={email} maxWidth={160} />
          )}
          {row.nickname && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              <ClippedText text={row.nickname} maxWidth={160} />
            </Typography.Text>
          )}
        </>
      ),
    },
    { dataIndex: 'agent_name', title: t('admin.users.agent'), render: (name: string | null) => <ClippedText text={name} maxWidth={120} /> },
    { dataIndex: 'balance', title: t('admin.users.balance'), align: 'right', render: (balance: string) => formatMoney(balance, currency) },
    { dataIndex: 'points', title: t('admin.users.points'), align: 'right', render: (points: number) => formatCount(points) },
    {
      dataIndex: 'status',
      title: t('admin.common.status'),
      render: (status: RecordStatus, row) => (row.deleted ? <Tag color="red">{t('admin.users.deleted')}</Tag> : <StatusTag status={status} />),
    },
    // The day is enough in the list (the exact time shows on hover and in the details), so the table fits a laptop.
    { dataIndex: 'created_at', title: t('admin.users.registered_at'), render: (iso: string) => <span title={formatDateTime(iso)}>{formatDay(iso)}</span> },
    { dataIndex: 'tags', title: t('admin.users.tags'), render: (names: string[]) => names.map((name) => <Tag key={name}>{name}</Tag>) },
  ];
  const columns = withSorting(listColumns, ['id', 'email', 'balance', 'points', 'created_at'], list.sortable);
  if (can('users:detail') || can('users:status') || can('users:adjust')) {
    columns.push(
      actionsColumn<AdminUserRow>(t('admin.common.actions'), (row) => (
        <Space size={0} wrap>
          <Can permission="users:detail">
            <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
              {t('admin.users.detail')}
            </Button>
          </Can>
          {!row.deleted && (
            <Can permission="users:status">
              <Popconfirm
                title={row.status === 'active' ? t('admin.users.disable_confirm') : t('admin.users.enable_confirm')}
                okText={t('admin.common.confirm')}
                cancelText={t('admin.common.cancel')}
                onConfirm={() => toggleStatus(row)}
              >
                <Button type="link" size="small" danger={row.status === 'active'}>
                  {row.status === 'active' ? t('admin.users.disable') : t('admin.users.enable')}
                </Button>
              </Popconfirm>
            </Can>
          )}
          {!row.deleted && (
            <Can permission="users:adjust">
              <Button type="link" size="small" onClick={() => setAdjusting(row)}>
                {t('admin.users.adjust')}
              </Button>
            </Can>
          )}
        </Space>
      )),
    );
  }

  return (
    <PageContainer title={t('menu.users')}>
      <FilterForm onSearch={(values) => search(toQuery(values))} fromAddress={fromAddress}>
        <Form.Item name="email" label={t('admin.users.email')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="nickname" label={t('admin.users.nickname')}>
          <Input allowClear />
        </Form.Item>
        {can('agents:list') && (
          <Form.Item name="agent_id" label={t('admin.users.agent')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))} style={{ width: 160 }} />
          </Form.Item>
        )}
        <StatusFilter />
        <Form.Item name="registered" label={t('admin.users.registered_at')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="tag" label={t('admin.users.tag')}>
          <Select allowClear showSearch options={(tags.data?.tags ?? []).map((tag) => ({ value: tag, label: tag }))} style={{ width: 150 }} />
        </Form.Item>
      </FilterForm>
      <BulkBar count={selection.selectedKeys.length} onClear={selection.clear} onExport={() => downloadRowsCsv('customers.csv', listColumns, selection.selectedRows)}>
        <Can permission="users:notes">
          <BulkTagButton count={selection.selectedKeys.length} tag={(tag) => bulkTag.mutateAsync({ ids: selection.selectedKeys, tag })} onDone={selection.clear} />
        </Can>
      </BulkBar>
      <Table<AdminUserRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={pagination}
        onChange={list.onChange}
        rowSelection={selection.rowSelection}
        scroll={{ x: 'max-content' }}
      />
      {detailId !== null && <UserDetailDrawer userId={detailId} onClose={() => setDetailId(null)} />}
      {adjusting && <AdjustModal user={adjusting} onClose={() => setAdjusting(null)} />}
    </PageContainer>
  );
}
