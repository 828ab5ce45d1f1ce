import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHINA, type Address, type AdminUserDetail } from '@roamcart/contracts';
import { userDetailQuery } from '../../api/users.ts';
import { StatusTag } from '../../components/status.tsx';
import { useCountryName } from '../../lib/country-names.ts';
import { formatCount, formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { customerPath } from '../../lib/paths.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';

/** A customer's profile, wallet, invitation, agent and address book. */
export function CustomerProfile({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const currency = useBaseCurrency();
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'id', label: 'ID', children: user.id },
          { key: 'email', label: t('admin.users.email'), children: user.email ? <>{user.email} {user.email_verified && <Tag color="green">{t('admin.users.email_verified')}</Tag>}</> : null },
          { key: 'nickname', label: t('admin.users.nickname'), children: user.nickname },
          { key: 'status', label: t('admin.common.status'), children: user.deleted ? <Tag color="red">{t('admin.users.deleted')}</Tag> : <StatusTag status={user.status} /> },
          { key: 'gender', label: t('admin.users.gender'), children: t(`admin.users.gender_${user.gender}`, { defaultValue: user.gender }) },
          { key: 'birthday', label: t('admin.users.birthday'), children: formatDay(user.birthday) },
          { key: 'mobile', label: t('admin.users.mobile'), children: user.mobile },
          { key: 'balance', label: t('admin.users.balance'), children: formatMoney(user.balance, currency) },
          { key: 'points', label: t('admin.users.points'), children: formatCount(user.points) },
          { key: 'invite_code', label: t('admin.users.invite_code'), children: <Typography.Text copyable>{user.invite_code}</Typography.Text> },
          { key: 'agent', label: t('admin.users.agent'), children: user.agent ? `${user.agent.name} (${user.agent.invite_code})` : null },
          { key: 'invited_by', label: t('admin.users.invited_by'), children: user.invited_by_user_id },
          { key: 'lang', label: t('admin.users.lang'), children: user.lang },
          { key: 'currency', label: t('admin.users.currency'), children: user.currency },
          { key: 'created_at', label: t('admin.users.registered_at'), children: formatDateTime(user.created_at) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('admin.users.addresses')}
      </Typography.Title>
      <Table<Address>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={user.addresses}
        scroll={{ x: 'max-content' }}
        columns={[
          { dataIndex: 'name', title: t('admin.users.consignee'), render: (name: string, address) => <>{name} {address.is_default && <Tag color="blue">{t('admin.users.default_address')}</Tag>}</> },
          { dataIndex: 'tel', title: t('admin.users.tel'), render: (tel: string) => <bdi dir="ltr">{tel}</bdi> },
          { dataIndex: 'country', title: t('admin.users.country'), render: (code: string) => countryName(code) },
          { key: 'region', title: t('admin.users.region'), render: (_, address) => (address.country === CHINA ? [address.province, address.city, address.county].filter(Boolean).join(' ') : [address.city, address.province].filter(Boolean).join(', ')) },
          { dataIndex: 'postal_code', title: t('admin.users.postal_code'), render: (code: string) => <bdi>{code}</bdi> },
          { dataIndex: 'address_detail', title: t('admin.users.address_detail') },
        ]}
      />
    </>
  );
}

/** One customer at a glance, with the way to their full page. */
export function UserDetailDrawer({ userId, onClose }: { userId: number; onClose(): void }) {
  const { t } = useTranslation();
  const { data: user } = useQuery(userDetailQuery(userId));
  return (
    <Drawer
      open
      size="large"
      title={t('admin.users.detail')}
      onClose={onClose}
      extra={
        <Link to={customerPath({ id: userId })}>
          <Button type="primary">{t('admin.users.open_page')}</Button>
        </Link>
      }
    >
      {!user ? <Spin /> : <CustomerProfile user={user} />}
    </Drawer>
  );
}
