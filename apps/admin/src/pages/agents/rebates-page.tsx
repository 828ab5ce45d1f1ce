import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Form, InputNumber, Select, Statistic, Table, Tag, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { RebateRow } from '@roamcart/contracts';
import { allAgentsQuery } from '../../api/agents.ts';
import { rebateLedgerQuery } from '../../api/orders.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { ClippedText } from '../../components/table-cells.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { orderDetailPath } from '../../lib/paths.ts';
import { useCan } from '../../session/session.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';

const DEFAULT_LIMIT = 20;

/** Picks the agent by name when the admin may list agents, else by its ID. */
function AgentPicker({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const { t } = useTranslation();
  const can = useCan();
  const agents = useQuery({ ...allAgentsQuery(), enabled: can('agents:list') });
  if (!can('agents:list')) return <InputNumber min={1} precision={0} value={value} onChange={(id) => onChange(id ?? null)} placeholder="ID" aria-label={t('admin.rebates.agent')} />;
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      value={value}
      onChange={(id?: number) => onChange(id ?? null)}
      loading={agents.isPending}
      options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: `${agent.name} (${agent.invite_code})` }))}
      placeholder={t('admin.rebates.choose_agent')}
      aria-label={t('admin.rebates.agent')}
      style={{ width: 280 }}
    />
  );
}

/** One agent's rebate ledger: what it earned on its customers' completed orders, what refunds took back, and the sum. */
export default function RebatesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const currency = useBaseCurrency();
  const [params, setParams] = useSearchParams();
  const agentId = Number(params.get('agent_id')) || null;
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_LIMIT });
  const ledger = useQuery({ ...rebateLedgerQuery({ agent_id: agentId ?? 0, ...paging }), enabled: agentId !== null });
  const money = (amount: string) => formatMoney(amount, currency);

  function chooseAgent(id: number | null) {
    setParams(id ? { agent_id: String(id) } : {}, { replace: true });
    setPaging((current) => ({ ...current, page: 1 }));
  }

  const columns: ColumnsType<RebateRow> = [
    { dataIndex: 'created_at', title: t('admin.rebates.time'), render: formatDateTime },
    { dataIndex: 'order_no', title: t('admin.orders.order_no'), render: (orderNo: string) => (can('orders:detail') ? <Link to={orderDetailPath(orderNo)}>{orderNo}</Link> : orderNo) },
    { dataIndex: 'buyer', title: t('admin.rebates.buyer'), render: (buyer: string) => <ClippedText text={buyer} maxWidth={180} /> },
    { dataIndex: 'kind', title: t('admin.rebates.kind'), render: (kind: RebateRow['kind']) => <Tag color={kind === 'earned' ? 'green' : 'orange'}>{t(`admin.rebates.kind_${kind}`)}</Tag> },
    { dataIndex: 'basis', title: t('admin.rebates.basis'), align: 'end', render: money },
    { dataIndex: 'ratio', title: t('admin.rebates.ratio'), align: 'end', render: (ratio: string) => `${ratio}%` },
    { dataIndex: 'amount', title: t('admin.rebates.amount'), align: 'end', render: money },
  ];
  const pagination: TablePaginationConfig = {
    current: paging.page,
    pageSize: paging.limit,
    total: ledger.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total) => t('admin.common.total', { total }),
    onChange: (page, limit) => setPaging({ page, limit }),
  };

  return (
    <PageContainer title={t('menu.agent_rebates')}>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Form layout="inline">
          <Form.Item label={t('admin.rebates.agent')}>
            <AgentPicker value={agentId} onChange={chooseAgent} />
          </Form.Item>
        </Form>
        {ledger.data && <Statistic title={t('admin.rebates.total')} value={money(ledger.data.total_amount)} />}
      </Flex>
      {agentId === null ? (
        <Empty description={t('admin.rebates.choose_agent')} />
      ) : (
        <Table<RebateRow> rowKey="id" columns={columns} dataSource={ledger.data?.list ?? []} loading={ledger.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
      )}
    </PageContainer>
  );
}
