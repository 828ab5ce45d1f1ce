import { Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session.ts';
import { PasswordCard } from './password-card.tsx';
import { TotpCard } from './totp-card.tsx';

/** The signed-in admin's own account: profile, password, authenticator. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { admin } = useSession();
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('admin.account.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('admin.account.profile')}>
            <Descriptions
              column={1}
              items={[
                { key: 'username', label: t('admin.admins.username'), children: admin.username },
                { key: 'nickname', label: t('admin.admins.nickname'), children: admin.nickname },
                { key: 'role', label: t('admin.admins.role'), children: admin.is_super ? <Tag color="gold">{admin.role_name}</Tag> : admin.role_name },
                {
                  key: 'totp',
                  label: t('admin.admins.totp'),
                  children: admin.totp_enabled ? <Tag color="green">{t('admin.admins.totp_on')}</Tag> : <Tag>{t('admin.admins.totp_off')}</Tag>,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <TotpCard enabled={admin.totp_enabled} />
        </Col>
        <Col xs={24} xl={12}>
          <PasswordCard />
        </Col>
      </Row>
    </>
  );
}
