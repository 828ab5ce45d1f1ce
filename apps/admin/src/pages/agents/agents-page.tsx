import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Table, TreeSelect, Typography, type TreeSelectProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { agentSaveBody, type AgentRow, type RecordStatus, type z } from '@roamcart/contracts';
import type { Query } from '../../api/client.ts';
import { agentsResource, allAgentsQuery } from '../../api/agents.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { StatusField, StatusFilter, StatusTag } from '../../components/status.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { buildTree, type TreeRow } from '../../lib/tree.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';

type Values = z.input<typeof agentSaveBody>;
const rules = zodRules(agentSaveBody);

function parentOptions(nodes: TreeRow<AgentRow>[], excludeId: number | undefined): NonNullable<TreeSelectProps['treeData']> {
  return nodes
    .filter((node) => node.id !== excludeId)
    .map((node) => ({ value: node.id, title: node.name, children: parentOptions(node.children ?? [], excludeId) }));
}

/** A new agent goes under `parent` (null: top level), one level below it. */
type Editing = { agent: AgentRow } | { agent: null; parent: AgentRow | null };

export default function AgentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Query>({});
  const { data: agents, isFetching } = useQuery(allAgentsQuery(filters));
  const { data: everyAgent } = useQuery(allAgentsQuery());
  const save = agentsResource.useSave();
  const remove = agentsResource.useRemove();
  const [editing, setEditing] = useState<Editing | null>(null);
  const agent = editing?.agent ?? null;
  const parent = editing && !editing.agent ? editing.parent : null;

  const columns: ColumnsType<TreeRow<AgentRow>> = [
    { dataIndex: 'name', title: t('admin.common.name') },
    { dataIndex: 'level', title: t('admin.agents.level') },
    { dataIndex: 'rebate_ratio', title: t('admin.agents.rebate_ratio'), render: (ratio: string) => `${ratio}%` },
    { dataIndex: 'invite_code', title: t('admin.agents.invite_code'), render: (code: string) => <Typography.Text copyable>{code}</Typography.Text> },
    { dataIndex: 'user_count', title: t('admin.agents.user_count') },
    { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
    { dataIndex: 'created_at', title: t('admin.common.created_at'), render: formatDateTime },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      render: (_, row) => (
        <RowActions savePermission="agents:save" deletePermission="agents:delete" onEdit={() => setEditing({ agent: row })} onDelete={() => remove.mutateAsync(row.id)}>
          <Can permission="agents:save">
            <Button type="link" size="small" onClick={() => setEditing({ agent: null, parent: row })}>
              {t('admin.agents.add_child')}
            </Button>
          </Can>
          <Can permission={['page:agent_rebates', 'agents:rebates']}>
            <Button type="link" size="small" onClick={() => navigate(`/agents/rebates?agent_id=${row.id}`)}>
              {t('admin.agents.rebates')}
            </Button>
          </Can>
        </RowActions>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('menu.agents')}
      extra={
        <Can permission="agents:save">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ agent: null, parent: null })}>
            {t('admin.common.create')}
          </Button>
        </Can>
      }
    >
      <FilterForm onSearch={(values) => setFilters(values as Query)}>
        <Form.Item name="name" label={t('admin.common.name')}>
          <Input allowClear />
        </Form.Item>
        <StatusFilter />
      </FilterForm>
      <Table<TreeRow<AgentRow>> rowKey="id" columns={columns} dataSource={buildTree(agents ?? [])} loading={isFetching} scroll={{ x: 'max-content' }} />
      {editing && (
        <EditModal<Values>
          title={agent ? t('admin.agents.edit') : t('admin.agents.new')}
          initialValues={
            agent
              ? { name: agent.name, level: agent.level, rebate_ratio: agent.rebate_ratio, parent_id: agent.parent_id, invite_code: agent.invite_code, status: agent.status }
              : { parent_id: parent?.id ?? null, level: parent ? parent.level + 1 : 1, rebate_ratio: '0.00', status: 'active' }
          }
          onClose={() => setEditing(null)}
          onSubmit={(values) => save.mutateAsync(agentSaveBody.parse({ ...values, id: agent?.id }))}
        >
          <Form.Item name="name" label={t('admin.common.name')} rules={rules('name')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="parent_id" label={t('admin.agents.parent')} rules={rules('parent_id')}>
            <TreeSelect allowClear treeData={parentOptions(buildTree(everyAgent ?? []), agent?.id)} treeDefaultExpandAll placeholder={t('admin.agents.top_level')} />
          </Form.Item>
          <Form.Item name="level" label={t('admin.agents.level')} rules={rules('level')}>
            <InputNumber min={1} max={99} precision={0} />
          </Form.Item>
          <Form.Item name="rebate_ratio" label={t('admin.agents.rebate_ratio')} rules={rules('rebate_ratio')} extra={t('admin.agents.rebate_ratio_hint')}>
            <InputNumber<string> stringMode min="0" max="100" step="0.01" precision={2} suffix="%" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="invite_code" label={t('admin.agents.invite_code')} rules={rules('invite_code')}>
            <Input maxLength={32} />
          </Form.Item>
          <StatusField rules={rules} />
        </EditModal>
      )}
    </PageContainer>
  );
}
