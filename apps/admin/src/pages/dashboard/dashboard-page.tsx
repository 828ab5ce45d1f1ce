import { AuditOutlined, BankOutlined, CarOutlined, CarryOutOutlined, DollarCircleOutlined, DollarOutlined, FileDoneOutlined, MailOutlined, RollbackOutlined, ShoppingCartOutlined, SolutionOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CardValue, DashboardData } from '@roamcart/contracts';
import { dashboardQuery } from '../../api/dashboard.ts';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { DashboardChartsSection } from './dashboard-charts.tsx';

/** The dashboard's count fields (every one but the revenue amount). */
type CountField = { [K in keyof DashboardData]: DashboardData[K] extends CardValue ? K : never }[keyof DashboardData];

const COUNT_CARDS: { field: CountField; label: string; icon: ReactNode }[] = [
  { field: 'orders_today', label: 'admin.dashboard.orders_today', icon: <ShoppingCartOutlined /> },
  { field: 'pending_shipment', label: 'admin.dashboard.pending_shipment', icon: <CarOutlined /> },
  { field: 'pending_refunds', label: 'admin.dashboard.pending_refunds', icon: <RollbackOutlined /> },
  { field: 'pending_recharges', label: 'admin.dashboard.pending_recharges', icon: <DollarCircleOutlined /> },
  { field: 'pending_offline_payments', label: 'admin.dashboard.pending_offline_payments', icon: <FileDoneOutlined /> },
  { field: 'pending_withdrawals', label: 'admin.dashboard.pending_withdrawals', icon: <BankOutlined /> },
  { field: 'pending_hotel_orders', label: 'admin.dashboard.pending_hotel_orders', icon: <CarryOutOutlined /> },
  { field: 'tickets_to_issue', label: 'admin.dashboard.tickets_to_issue', icon: <SolutionOutlined /> },
  { field: 'new_users_today', label: 'admin.dashboard.new_users_today', icon: <UserAddOutlined /> },
  { field: 'total_users', label: 'admin.dashboard.total_users', icon: <TeamOutlined /> },
  { field: 'messages_sent_today', label: 'admin.dashboard.messages_sent_today', icon: <MailOutlined /> },
  { field: 'ledger_issues', label: 'admin.dashboard.ledger_issues', icon: <AuditOutlined /> },
];

/** A figure; with a path (the admin may open the page behind it) the card links to it. */
function FigureCard({ path, children }: { path: string | null | undefined; children: ReactNode }) {
  const card = <Card hoverable={Boolean(path)}>{children}</Card>;
  return path ? <Link to={path}>{card}</Link> : card;
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { data, isPending } = useQuery(dashboardQuery);
  const revenue = data?.revenue_today;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.dashboard')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.dashboard.today_hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <FigureCard path={revenue?.path}>
            <Statistic
              title={t('admin.dashboard.revenue_today')}
              value={revenue?.amount ?? '0'}
              formatter={(amount) => formatMoney(String(amount), currency)}
              prefix={<DollarOutlined />}
              loading={isPending}
            />
          </FigureCard>
        </Col>
        {COUNT_CARDS.map((card) => (
          <Col key={card.field} xs={24} sm={12} lg={8}>
            <FigureCard path={data?.[card.field].path}>
              <Statistic title={t(card.label)} value={data?.[card.field].count ?? 0} formatter={(count) => formatCount(Number(count))} prefix={card.icon} loading={isPending} />
            </FigureCard>
          </Col>
        ))}
      </Row>
      <DashboardChartsSection figures={data} />
    </>
  );
}
