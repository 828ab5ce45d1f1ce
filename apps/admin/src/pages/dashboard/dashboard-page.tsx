import { MailOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CardValue, DashboardData } from '@roamcart/contracts';
import { dashboardQuery } from '../../api/dashboard.ts';
import { formatCount } from '../../lib/format.ts';

const CARDS: { field: keyof DashboardData; label: string; icon: ReactNode }[] = [
  { field: 'new_users_today', label: 'admin.dashboard.new_users_today', icon: <UserAddOutlined /> },
  { field: 'total_users', label: 'admin.dashboard.total_users', icon: <TeamOutlined /> },
  { field: 'messages_sent_today', label: 'admin.dashboard.messages_sent_today', icon: <MailOutlined /> },
];

/** A count; with a path (the admin may open that list) the card links to it. */
function CountCard({ label, icon, value, loading }: { label: string; icon: ReactNode; value: CardValue | undefined; loading: boolean }) {
  const path = value?.path;
  const card = (
    <Card hoverable={Boolean(path)}>
      <Statistic title={label} value={value?.count ?? 0} formatter={(count) => formatCount(Number(count))} prefix={icon} loading={loading} />
    </Card>
  );
  return path ? <Link to={path}>{card}</Link> : card;
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(dashboardQuery);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.dashboard')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.dashboard.today_hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {CARDS.map((card) => (
          <Col key={card.field} xs={24} sm={12} lg={8}>
            <CountCard label={t(card.label)} icon={card.icon} value={data?.[card.field]} loading={isPending} />
          </Col>
        ))}
      </Row>
    </>
  );
}
