import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Table, Tag, TreeSelect, Typography, type TreeSelectProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_TYPES, permissionSaveBody, type PermissionTreeNode, type PermissionType, type z } from '@roamcart/contracts';
import { permissionTreeQuery, useDeletePermission, useSavePermission } from '../../api/permissions.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { zodRules } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';

type Values = z.input<typeof permissionSaveBody>;
const rules = zodRules(permissionSaveBody);

const TYPE_COLORS: Record<PermissionType, string> = { directory: 'purple', menu: 'blue', page: 'cyan', button: 'orange', api: 'default' };

/** Rows for the tree table: leaves without an empty `children`, so they show no expander. */
type PermissionRow = Omit<PermissionTreeNode, 'children'> & { children?: PermissionRow[] };
function toRows(nodes: PermissionTreeNode[]): PermissionRow[] {
  return nodes.map(({ children, ...node }) => (children.length ? { ...node, children: toRows(children) } : node));
}

function parentOptions(nodes: PermissionTreeNode[], t: TFunction): NonNullable<TreeSelectProps['treeData']> {
  return nodes
    .filter((node) => node.type !== 'api')
    .map((node) => ({ value: node.id, title: `${t(node.name)} (${node.code})`, children: parentOptions(node.children, t) }));
}

type Editing = { node: PermissionRow | null; parentId: number | null };

export default function PermissionsPage() {
  const { t } = useTranslation();
  const { data: tree, isFetching } = useQuery(permissionTreeQuery);
  const save = useSavePermission();
  const remove = useDeletePermission();
  const [editing, setEditing] = useState<Editing | null>(null);
  const typeOptions = PERMISSION_TYPES.map((type) => ({ value: type, label: t(`admin.permissions.type_${type}`) }));

  const columns: ColumnsType<PermissionRow> = [
    { dataIndex: 'name', title: t('admin.common.name'), render: (name: string) => t(name) },
    { dataIndex: 'code', title: t('admin.permissions.code'), render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { dataIndex: 'type', title: t('admin.permissions.type'), render: (type: PermissionType) => <Tag color={TYPE_COLORS[type]}>{t(`admin.permissions.type_${type}`)}</Tag> },
    { dataIndex: 'path', title: t('admin.permissions.path') },
    { dataIndex: 'icon', title: t('admin.permissions.icon') },
    { dataIndex: 'sort', title: t('admin.common.sort') },
    { dataIndex: 'builtin', title: t('admin.permissions.builtin'), render: (builtin: boolean) => (builtin ? <Tag>{t('admin.permissions.builtin')}</Tag> : null) },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      render: (_, node) => (
        <RowActions
          savePermission="permissions:save"
          deletePermission="permissions:delete"
          onEdit={() => setEditing({ node, parentId: node.parent_id })}
          onDelete={node.builtin ? undefined : () => remove.mutateAsync(node.id)}
        >
          {node.type !== 'api' && (
            <Can permission="permissions:save">
              <Button type="link" size="small" onClick={() => setEditing({ node: null, parentId: node.id })}>
                {t('admin.permissions.add_child')}
              </Button>
            </Can>
          )}
        </RowActions>
      ),
    },
  ];

  const node = editing?.node ?? null;
  const locked = Boolean(node?.builtin);

  return (
    <PageContainer
      title={t('menu.permissions')}
      extra={
        <Can permission="permissions:save">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ node: null, parentId: null })}>
            {t('admin.common.create')}
          </Button>
        </Can>
      }
    >
      <Table<PermissionRow> rowKey="id" columns={columns} dataSource={toRows(tree ?? [])} loading={isFetching} pagination={false} scroll={{ x: 'max-content' }} />
      {editing && (
        <EditModal<Values>
          title={node ? t('admin.permissions.edit') : t('admin.permissions.new')}
          initialValues={
            node
              ? { parent_id: node.parent_id, type: node.type, code: node.code, name: node.name, path: node.path ?? '', icon: node.icon ?? '', sort: node.sort }
              : { parent_id: editing.parentId, type: 'api', sort: 0, path: '', icon: '' }
          }
          onClose={() => setEditing(null)}
          onSubmit={(values) => save.mutateAsync(permissionSaveBody.parse({ ...values, id: node?.id }))}
        >
          {locked && <Typography.Paragraph type="secondary">{t('admin.permissions.builtin_hint')}</Typography.Paragraph>}
          <Form.Item name="parent_id" label={t('admin.permissions.parent')} rules={rules('parent_id')}>
            <TreeSelect allowClear disabled={locked} treeData={parentOptions(tree ?? [], t)} treeDefaultExpandAll placeholder={t('admin.permissions.top_level')} />
          </Form.Item>
          <Form.Item name="type" label={t('admin.permissions.type')} rules={rules('type')}>
            <Select disabled={locked} options={typeOptions} />
          </Form.Item>
          <Form.Item name="code" label={t('admin.permissions.code')} rules={rules('code')} extra={t('admin.permissions.code_hint')}>
            <Input disabled={locked} maxLength={100} />
          </Form.Item>
          <Form.Item name="name" label={t('admin.common.name')} rules={rules('name')} extra={t('admin.permissions.name_hint')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="path" label={t('admin.permissions.path')} rules={rules('path')}>
            <Input disabled={locked} maxLength={200} />
          </Form.Item>
          <Form.Item name="icon" label={t('admin.permissions.icon')} rules={rules('icon')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="sort" label={t('admin.common.sort')} rules={rules('sort')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </EditModal>
      )}
    </PageContainer>
  );
}
