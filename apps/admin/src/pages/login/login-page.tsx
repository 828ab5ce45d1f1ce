import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ErrorCode, adminLoginBody, type AdminLoginBody } from '@roamcart/contracts';
import { login } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { showServerFieldErrors, zodRules } from '../../lib/zod-form.ts';
import { replaceSession, useSessionQuery } from '../../session/session.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { hasChosenLanguage } from '../../startup/startup.ts';

const rules = zodRules(adminLoginBody);

function isTotpRequired(error: ApiError): boolean {
  return error.code === ErrorCode.InvalidTotpCode && typeof error.data === 'object' && error.data !== null && 'totp_required' in error.data;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data: session } = useSessionQuery();
  const { lang, languages, changeLanguage } = useUiLanguage();
  const [form] = Form.useForm<AdminLoginBody>();
  const [askTotp, setAskTotp] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (session) return <Navigate to={from} replace />;

  async function submit(values: AdminLoginBody) {
    setBusy(true);
    setProblem(null);
    try {
      const signedIn = await login(adminLoginBody.parse(values));
      const own = signedIn.admin.lang;
      // The admin's language from the back office, unless this browser has picked one.
      if (!hasChosenLanguage() && own !== lang && languages.some((l) => l.code === own)) await changeLanguage(own);
      replaceSession(queryClient, signedIn);
      navigate(from, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (isTotpRequired(error) && !askTotp) {
        setAskTotp(true);
      } else if (!showServerFieldErrors(form, error)) {
        setProblem(error.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Flex justify="flex-end" style={{ width: '100%', maxWidth: 400, marginBottom: 16 }}>
        <LanguageSwitch />
      </Flex>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginTop: 0 }}>
          {t('admin.login.title')}
        </Typography.Title>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <Form<AdminLoginBody> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item name="username" label={t('admin.login.username')} rules={rules('username')}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('admin.login.password')} rules={rules('password')}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {askTotp && (
            <Form.Item name="totp" label={t('admin.login.totp')} extra={t('admin.login.totp_hint')} rules={[{ required: true, message: t('validation.totp_code') }, ...rules('totp')]}>
              <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('admin.login.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
