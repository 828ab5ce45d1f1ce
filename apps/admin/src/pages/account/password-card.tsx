import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPasswordBody, type z } from '@roamcart/contracts';
import { changePassword } from '../../api/auth.ts';
import { showServerFieldErrors, zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof adminPasswordBody>;
const rules = zodRules(adminPasswordBody);

export function PasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function submit(values: Values) {
    setSaving(true);
    try {
      await changePassword(adminPasswordBody.parse(values));
      message.success(t('admin.account.password_changed'));
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('admin.account.change_password')}>
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="old_password" label={t('admin.account.old_password')} rules={rules('old_password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('admin.account.new_password')} rules={rules('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password_confirm" dependencies={['password']} label={t('admin.account.password_confirm')} rules={rules('password_confirm')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.account.change_password')}
        </Button>
      </Form>
    </Card>
  );
}
