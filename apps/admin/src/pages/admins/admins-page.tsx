import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSaveBody, type AdminRow, type AdminSaveBody, type RecordStatus, type z } from '@roamcart/contracts';
import { adminsResource, resetAdminTotp } from '../../api/admins.ts';
import { allAgentsQuery } from '../../api/agents.ts';
import { roleOptionsQuery } from '../../api/roles.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { StatusField, StatusFilter, StatusTag } from '../../components/status.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules, requiredRule } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { announceFieldErrors } from '../../api/client.ts';

type Values = z.input<typeof adminSaveBody>;

/** A blank password on edit keeps the current one. */
const toInput = (values: Record<string, unknown>) => ({ ...values, password: values.password || undefined });
const rules = zodRules(adminSaveBody, toInput);

export default function AdminsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const { languages } = useUiLanguage();
  const roles = useQuery({ ...roleOptionsQuery, enabled: can('roles:list') });
  const agents = useQuery({ ...allAgentsQuery(), enabled: can('agents:list') });
  const [resetting, setResetting] = useState<AdminRow | null>(null);
  const roleOptions = (roles.data?.list ?? []).map((role) => ({ value: role.id, label: role.name }));
  const agentOptions = (agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }));

  async function clearTotp(row: AdminRow) {
    try {
      await resetAdminTotp(row.id);
      message.success(t('success'));
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    }
  }

  return (
    <>
      <CrudPage<AdminRow, Values, AdminSaveBody, number>
        title={t('menu.admins')}
        dialogTitles={{ create: t('admin.admins.new'), edit: t('admin.admins.edit') }}
        resource={adminsResource}
        rowId={(row) => row.id}
        savePermission="admins:save"
        deletePermission="admins:delete"
        filters={
          <>
            <Form.Item name="username" label={t('admin.admins.username')}>
              <Input allowClear />
            </Form.Item>
            {can('roles:list') && (
              <Form.Item name="role_id" label={t('admin.admins.role')}>
                <Select allowClear options={roleOptions} style={{ width: 160 }} />
              </Form.Item>
            )}
            <StatusFilter />
          </>
        }
        columns={[
          { dataIndex: 'username', title: t('admin.admins.username') },
          { dataIndex: 'nickname', title: t('admin.admins.nickname') },
          { dataIndex: 'role_name', title: t('admin.admins.role'), render: (name: string, row) => (row.is_super ? <Tag color="gold">{name}</Tag> : name) },
          { dataIndex: 'agent_name', title: t('admin.admins.agent'), render: (name: string | null) => name ?? t('admin.admins.platform') },
          { dataIndex: 'superior_username', title: t('admin.admins.superior') },
          { dataIndex: 'totp_enabled', title: t('admin.admins.totp'), render: (on: boolean) => (on ? <Tag color="green">{t('admin.admins.totp_on')}</Tag> : <Tag>{t('admin.admins.totp_off')}</Tag>) },
          { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
          { dataIndex: 'last_login_at', title: t('admin.admins.last_login'), render: (at: string | null, row) => (at ? `${formatDateTime(at)} ${row.last_login_ip ?? ''}` : '') },
        ]}
        rowActions={(row) => (
          <>
            <Can permission="admins:reset_password">
              <Button type="link" size="small" onClick={() => setResetting(row)}>
                {t('admin.admins.reset_password')}
              </Button>
            </Can>
            {row.totp_enabled && (
              <Can permission="admins:reset_totp">
                <Popconfirm title={t('admin.admins.reset_totp_confirm')} okText={t('admin.common.confirm')} cancelText={t('admin.common.cancel')} onConfirm={() => clearTotp(row)}>
                  <Button type="link" size="small">
                    {t('admin.admins.reset_totp')}
                  </Button>
                </Popconfirm>
              </Can>
            )}
          </>
        )}
        editor={{
          initialValues: (row) =>
            row
              ? { username: row.username, nickname: row.nickname, role_id: row.role_id, status: row.status, agent_id: row.agent_id, lang: row.lang }
              : { status: 'active', agent_id: null, lang: languages.find((l) => l.is_default)?.code ?? 'en' },
          toBody: (values, row) => adminSaveBody.parse({ ...toInput(values), id: row?.id }),
          fields: (row) => (
            <>
              <Form.Item name="username" label={t('admin.admins.username')} rules={rules('username')}>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
              <Form.Item name="nickname" label={t('admin.admins.nickname')} rules={rules('nickname')}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('admin.admins.password')}
                extra={row ? t('admin.admins.password_keep') : undefined}
                rules={[...(row ? [] : [requiredRule()]), ...rules('password')]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="role_id" label={t('admin.admins.role')} rules={rules('role_id')}>
                <Select options={roleOptions} loading={roles.isPending} />
              </Form.Item>
              {can('agents:list') && (
                <Form.Item name="agent_id" label={t('admin.admins.agent')} extra={t('admin.admins.agent_hint')} rules={rules('agent_id')}>
                  <Select allowClear options={agentOptions} loading={agents.isPending} />
                </Form.Item>
              )}
              <Form.Item name="lang" label={t('admin.admins.lang')} rules={rules('lang')}>
                <Select options={languages.map((l) => ({ value: l.code, label: l.name }))} />
              </Form.Item>
              <StatusField rules={rules} />
            </>
          ),
        }}
      />
      {resetting && <ResetPasswordModal admin={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
