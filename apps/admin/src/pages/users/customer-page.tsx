import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Input, List, Result, Row, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminUserDetail, GoodsOrderStatus, MoneyLogRow, OrderAdminRow, PointsLogRow } from '@roamcart/contracts';
import { orderListQuery } from '../../api/orders.ts';
import { customerMoneyLogQuery, customerNotesQuery, customerSpendingQuery, customerPointsLogQuery, useAddCustomerNote, userDetailQuery } from '../../api/users.ts';
import { CenteredSpin } from '../../components/centered-spin.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { orderDetailPath } from '../../lib/paths.ts';
import { requiredRule, showServerFieldErrors } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { CustomerTags } from './customer-tags.tsx';
import { CustomerProfile } from './user-detail-drawer.tsx';

const PAGE_SIZE = 10;

/** Paging of one of the page's histories: each keeps its own page, so they are not in the address. */
function usePaging() {
  const [page, setPage] = useState(1);
  return {
    page,
    pagination: (total: number | undefined) => ({ current: page, pageSize: PAGE_SIZE, total: total ?? 0, showSizeChanger: false, onChange: setPage }),
  };
}

function CustomerOrders({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const can = useCan();
  const { page, pagination } = usePaging();
  const { data, isFetching } = useQuery(orderListQuery({ user_id: userId, page, limit: PAGE_SIZE }));
  const columns: ColumnsType<OrderAdminRow> = [
    { dataIndex: 'order_no', title: t('admin.orders.order_no'), render: (orderNo: string) => (can('orders:detail') ? <Link to={orderDetailPath(orderNo)}>{orderNo}</Link> : orderNo) },
    { dataIndex: 'status', title: t('admin.common.status'), render: (status: GoodsOrderStatus) => <Tag>{t(`admin.orders.status_${status}`, { defaultValue: status })}</Tag> },
    { dataIndex: 'pay_amount', title: t('admin.orders.pay_amount'), align: 'end', render: (amount: string) => formatMoney(amount, currency) },
    { dataIndex: 'paid_amount', title: t('admin.orders.paid_amount'), align: 'end', render: (amount: string) => formatMoney(amount, currency) },
    { dataIndex: 'created_at', title: t('admin.orders.created_at'), render: formatDateTime },
  ];
  return <Table<OrderAdminRow> rowKey="order_no" size="small" columns={columns} dataSource={data?.list} loading={isFetching} pagination={pagination(data?.total)} scroll={{ x: 'max-content' }} />;
}

/** Wallet or points lines: when, what (the line's remark), how much, and the balance after. */
function LedgerTable<Line extends MoneyLogRow | PointsLogRow>({ lines, total, loading, pagination, amount }: { lines?: Line[]; total?: number; loading: boolean; pagination: ReturnType<typeof usePaging>['pagination']; amount(value: Line['amount']): string }) {
  const { t } = useTranslation();
  const columns: ColumnsType<Line> = [
    { dataIndex: 'created_at', title: t('admin.customer.time'), render: formatDateTime },
    { dataIndex: 'remark', title: t('admin.users.remark') },
    { dataIndex: 'amount', title: t('admin.customer.change'), align: 'end', render: (value: Line['amount']) => <bdi>{amount(value)}</bdi> },
    { dataIndex: 'after', title: t('admin.customer.after'), align: 'end', render: (value: Line['after']) => <bdi>{amount(value)}</bdi> },
  ];
  return <Table<Line> rowKey="id" size="small" columns={columns} dataSource={lines} loading={loading} pagination={pagination(total)} scroll={{ x: 'max-content' }} />;
}

function WalletHistory({ userId }: { userId: number }) {
  const currency = useBaseCurrency();
  const { page, pagination } = usePaging();
  const { data, isFetching } = useQuery(customerMoneyLogQuery({ user_id: userId, page, limit: PAGE_SIZE }));
  return <LedgerTable<MoneyLogRow> lines={data?.list} total={data?.total} loading={isFetching} pagination={pagination} amount={(value) => formatMoney(value, currency)} />;
}

function PointsHistory({ userId }: { userId: number }) {
  const { page, pagination } = usePaging();
  const { data, isFetching } = useQuery(customerPointsLogQuery({ user_id: userId, page, limit: PAGE_SIZE }));
  return <LedgerTable<PointsLogRow> lines={data?.list} total={data?.total} loading={isFetching} pagination={pagination} amount={formatCount} />;
}

/** Operators' notes, newest first, each with who wrote it and when; a form to add one. */
function CustomerNotes({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ body: string }>();
  const { page, pagination } = usePaging();
  const { data, isFetching } = useQuery(customerNotesQuery({ user_id: userId, page, limit: PAGE_SIZE }));
  const add = useAddCustomerNote();

  async function submit({ body }: { body: string }) {
    try {
      await add.mutateAsync({ user_id: userId, body });
      form.resetFields();
      message.success(t('success'));
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }

  return (
    <Flex vertical gap={16}>
      <Can permission="users:notes">
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="body" label={t('admin.customer.new_note')} rules={[{ ...requiredRule(), whitespace: true }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('admin.customer.add_note')}
          </Button>
        </Form>
      </Can>
      <List
        loading={isFetching}
        dataSource={data?.list}
        locale={{ emptyText: t('admin.customer.no_notes') }}
        pagination={data && data.total > PAGE_SIZE ? pagination(data.total) : false}
        renderItem={(note) => (
          <List.Item key={note.id}>
            <List.Item.Meta title={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography.Text>} description={t('admin.customer.note_by', { name: note.admin_name || '–', time: formatDateTime(note.created_at) })} />
          </List.Item>
        )}
      />
    </Flex>
  );
}

function Summary({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { data: spending } = useQuery(customerSpendingQuery(user.id));
  const figures = [
    { key: 'spent', title: t('admin.customer.total_spent'), value: spending ? formatMoney(spending.total_spent, currency) : '–' },
    { key: 'orders', title: t('admin.customer.orders'), value: spending ? formatCount(spending.order_count) : '–' },
    { key: 'balance', title: t('admin.users.balance'), value: formatMoney(user.balance, currency) },
    { key: 'points', title: t('admin.users.points'), value: formatCount(user.points) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} lg={6}>
          <Card size="small">
            <Statistic title={figure.title} value={figure.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** One customer (`?id=`): what they spent, their orders, wallet and points history, and the operators' tags and notes on them. */
export default function CustomerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: user, isPending, isError } = useQuery({ ...userDetailQuery(id), enabled: valid });

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/users')}>
      {t('admin.customer.back_to_list')}
    </Button>
  );
  if (!valid || isError) return <Result status="404" title={t('admin.customer.not_found')} extra={back} />;
  if (isPending) return <CenteredSpin />;

  const tabs = [
    ...(can('orders:list') ? [{ key: 'orders', label: t('admin.customer.orders'), children: <CustomerOrders userId={user.id} /> }] : []),
    { key: 'wallet', label: t('admin.customer.wallet_history'), children: <WalletHistory userId={user.id} /> },
    { key: 'points', label: t('admin.customer.points_history'), children: <PointsHistory userId={user.id} /> },
  ];

  return (
    <PageContainer title={user.email ?? user.nickname ?? `#${user.id}`} extra={back}>
      <Flex vertical gap={24}>
        <Summary user={user} />
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={15}>
            <Flex vertical gap={24}>
              <Card size="small">
                <Tabs items={tabs} />
              </Card>
              <Card size="small" title={t('admin.customer.profile')}>
                <CustomerProfile user={user} />
              </Card>
            </Flex>
          </Col>
          <Col xs={24} xl={9}>
            <Flex vertical gap={24}>
              <Card size="small" title={t('admin.users.tags')}>
                <CustomerTags userId={user.id} tags={user.tags} />
              </Card>
              <Card size="small" title={t('admin.customer.notes')}>
                <CustomerNotes userId={user.id} />
              </Card>
            </Flex>
          </Col>
        </Row>
      </Flex>
    </PageContainer>
  );
}
