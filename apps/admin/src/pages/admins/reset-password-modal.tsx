import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminResetPasswordBody, type AdminRow } from '@roamcart/contracts';
import { resetAdminPassword } from '../../api/admins.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { zodRules } from '../../lib/zod-form.ts';

/** Sets a new password for another admin. */
export function ResetPasswordModal({ admin, onClose }: { admin: AdminRow; onClose(): void }) {
  const { t } = useTranslation();
  const rules = zodRules(adminResetPasswordBody, (values) => ({ ...values, id: admin.id }));
  return (
    <EditModal<{ password: string }>
      title={`${t('admin.admins.reset_password')} · ${admin.username}`}
      onClose={onClose}
      onSubmit={(values) => resetAdminPassword(adminResetPasswordBody.parse({ ...values, id: admin.id }))}
    >
      <Form.Item name="password" label={t('admin.admins.new_password')} rules={rules('password')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </EditModal>
  );
}
