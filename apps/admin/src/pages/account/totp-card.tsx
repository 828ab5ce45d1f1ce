import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Image, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminTotpCodeBody, type TotpSetup } from '@roamcart/contracts';
import { clearTotp, confirmTotp, sessionQueryKey, setUpTotp } from '../../api/auth.ts';
import { showServerFieldErrors, zodRules } from '../../lib/zod-form.ts';
import { announceFieldErrors } from '../../api/client.ts';

const rules = zodRules(adminTotpCodeBody);

/** Six digits from the authenticator, then `action`; the field shows the server's refusal. */
function CodeForm({ submitText, danger, action }: { submitText: string; danger?: boolean; action(code: string): Promise<unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState(false);

  async function submit(values: { code: string }) {
    setBusy(true);
    try {
      await action(adminTotpCodeBody.parse(values).code);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="inline" onFinish={(values) => void submit(values)} style={{ rowGap: 8 }}>
      <Form.Item name="code" label={t('admin.login.totp')} rules={rules('code')}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 120 }} />
      </Form.Item>
      <Button type="primary" danger={danger} htmlType="submit" loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}

/** Binds an authenticator (scan the QR code, confirm a code) or clears it (with a current code). */
export function TotpCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);

  async function refreshSession(text: string) {
    message.success(text);
    setSetup(null);
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }

  async function start() {
    setStarting(true);
    try {
      setSetup(await setUpTotp());
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    } finally {
      setStarting(false);
    }
  }

  return (
    <Card title={t('admin.account.totp')}>
      {enabled ? (
        <Flex vertical gap={16}>
          <Alert type="success" showIcon title={t('admin.account.totp_bound')} />
          <Typography.Text>{t('admin.account.totp_clear_hint')}</Typography.Text>
          <CodeForm submitText={t('admin.account.totp_clear')} danger action={async (code) => {
              await clearTotp(code);
              await refreshSession(t('admin.account.totp_cleared'));
            }} />
        </Flex>
      ) : setup ? (
        <Flex vertical gap={16}>
          <Typography.Text>{t('admin.account.totp_scan')}</Typography.Text>
          <Image src={setup.qr_data_url} alt={t('admin.account.totp_qr')} width={200} preview={false} />
          <Typography.Text>
            {t('admin.account.totp_secret')} <Typography.Text code copyable>{setup.secret}</Typography.Text>
          </Typography.Text>
          <CodeForm submitText={t('admin.account.totp_confirm')} action={async (code) => {
              await confirmTotp(code);
              await refreshSession(t('admin.account.totp_enabled'));
            }} />
        </Flex>
      ) : (
        <Flex vertical gap={16} align="flex-start">
          <Typography.Text>{t('admin.account.totp_intro')}</Typography.Text>
          <Button type="primary" loading={starting} onClick={() => void start()}>
            {t('admin.account.totp_setup')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
