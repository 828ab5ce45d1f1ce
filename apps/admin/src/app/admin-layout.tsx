import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu, Typography, theme } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { logout } from '../api/auth.ts';
import { CenteredSpin } from '../components/centered-spin.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { replaceSession, useCan, useSession } from '../session/session.ts';
import { groupOf, menuItems } from './menu.ts';
import { OperatorMessagesBell } from './operator-messages-bell.tsx';

/** The signed-in frame: collapsible side menu from the page registry, header, the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const { admin } = useSession();
  const [collapsed, setCollapsed] = useState(false);
  const group = groupOf(location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Arriving on a page (a link, a redirect, a typed URL) opens its menu group.
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);

  async function signOut() {
    try {
      await logout();
    } finally {
      replaceSession(queryClient, null);
    }
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={220}
        style={{ position: 'sticky', top: 0, height: '100vh' }}
      >
        {/* The menu scrolls on its own above the collapse button, which would otherwise cover its last entries. */}
        <Flex vertical style={{ height: '100%' }}>
          <Flex align="center" justify="center" style={{ height: 64, flex: 'none' }}>
            <Typography.Text strong style={{ color: token.colorTextLightSolid, fontSize: collapsed ? 14 : 18 }}>
              {collapsed ? 'RC' : 'Roamcart'}
            </Typography.Text>
          </Flex>
          <nav aria-label={t('admin.layout.menu')} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
            <Menu
              theme="dark"
              mode="inline"
              items={menuItems(can, t)}
              selectedKeys={[location.pathname]}
              openKeys={collapsed ? undefined : openKeys}
              onOpenChange={setOpenKeys}
              onClick={({ key }) => navigate(key)}
            />
          </nav>
        </Flex>
      </Layout.Sider>
      {/* min-width 0 lets a wide table scroll inside the page instead of widening it past the window. */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header style={{ background: token.colorBgContainer, paddingInline: 24 }}>
          <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
            <OperatorMessagesBell />
            <LanguageSwitch />
            <Button type="text" icon={<UserOutlined />} onClick={() => navigate('/account')}>
              {admin.nickname || admin.username}
            </Button>
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {t('admin.layout.sign_out')}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Suspense fallback={<CenteredSpin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
