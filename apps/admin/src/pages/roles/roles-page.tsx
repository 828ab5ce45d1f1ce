import { useQuery } from '@tanstack/react-query';
import { Form, Input, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { roleSaveBody, type RecordStatus, type RoleRow, type RoleSaveBody, type z } from '@roamcart/contracts';
import { roleDetailQuery, rolesResource } from '../../api/roles.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { StatusField, StatusFilter, StatusTag } from '../../components/status.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useCan } from '../../session/session.ts';
import { PermissionTreePicker } from './permission-tree-picker.tsx';

type Values = z.input<typeof roleSaveBody>;
const rules = zodRules(roleSaveBody);

/** The permission field of the role form; when editing, it waits for the role's current grants. */
function RolePermissionsField({ roleId }: { roleId: number | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const detail = useQuery({ ...roleDetailQuery(roleId ?? 0), enabled: roleId !== null });
  const grants = detail.data?.permission_ids;

  useEffect(() => {
    if (grants) form.setFieldValue('permission_ids', grants);
  }, [form, grants]);

  return (
    <Form.Item name="permission_ids" label={t('admin.roles.permissions')} rules={rules('permission_ids')}>
      {roleId !== null && detail.isPending ? <Spin /> : <PermissionTreePicker />}
    </Form.Item>
  );
}

export default function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <CrudPage<RoleRow, Values, RoleSaveBody, number>
      title={t('menu.roles')}
      dialogTitles={{ create: t('admin.roles.new'), edit: t('admin.roles.edit') }}
      resource={rolesResource}
      rowId={(row) => row.id}
      savePermission="roles:save"
      deletePermission="roles:delete"
      rowLocked={(row) => row.is_super}
      // Without its current grants the form would save the role with none.
      rowEditable={() => can('roles:detail')}
      filters={
        <>
          <Form.Item name="name" label={t('admin.common.name')}>
            <Input allowClear />
          </Form.Item>
          <StatusFilter />
        </>
      }
      columns={[
        { dataIndex: 'name', title: t('admin.common.name'), render: (name: string, row) => (row.is_super ? <Tag color="gold">{name}</Tag> : name) },
        { dataIndex: 'description', title: t('admin.common.description'), ellipsis: true },
        { dataIndex: 'admin_count', title: t('admin.roles.admin_count') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        { dataIndex: 'created_at', title: t('admin.common.created_at'), render: formatDateTime },
      ]}
      editor={{
        width: 720,
        initialValues: (row) => (row ? { name: row.name, description: row.description, status: row.status, permission_ids: [] } : { status: 'active', permission_ids: [] }),
        toBody: (values, row) => roleSaveBody.parse({ ...values, id: row?.id }),
        fields: (row) => (
          <>
            <Form.Item name="name" label={t('admin.common.name')} rules={rules('name')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="description" label={t('admin.common.description')} rules={rules('description')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={255} />
            </Form.Item>
            <StatusField rules={rules} />
            <RolePermissionsField roleId={row?.id ?? null} />
          </>
        ),
      }}
    />
  );
}
