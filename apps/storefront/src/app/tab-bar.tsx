import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import CompassOutline from 'antd-mobile-icons/es/CompassOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import UserCircleOutline from 'antd-mobile-icons/es/UserCircleOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { cartQuery } from '../api/cart.ts';
import { sessionStore } from '../lib/session.ts';
import { useStore } from '../lib/use-store.ts';
import { findRoute } from './routes.ts';

interface Tab {
  path: string;
  labelKey: string;
  icon: ComponentType;
  activeIcon: ComponentType;
  /** SPEC §2: New and Cart push a history entry, the others replace it. */
  replace: boolean;
  raised?: boolean;
  /** Shows the cart's line count. */
  cartBadge?: boolean;
}

const TABS: Tab[] = [
  { path: '/new', labelKey: 'tab.new', icon: StarOutline, activeIcon: StarFill, replace: false },
  { path: '/category', labelKey: 'tab.category', icon: AppstoreOutline, activeIcon: AppOutline, replace: true },
  { path: '/', labelKey: 'tab.home', icon: CompassOutline, activeIcon: CompassOutline, replace: true, raised: true },
  { path: '/cart', labelKey: 'tab.cart', icon: ShopbagOutline, activeIcon: ShopbagOutline, replace: false, cartBadge: true },
  { path: '/mine', labelKey: 'tab.me', icon: UserOutline, activeIcon: UserCircleOutline, replace: true },
];

/** Only tabs whose screens exist are shown; the catalogue screens add theirs when they arrive. */
const availableTabs = TABS.filter((tab) => findRoute(tab.path));

/** The number of lines in the signed-in user's cart, on the Cart tab; every cart call's answer updates it. */
function CartBadge() {
  const { t } = useTranslation();
  const { token } = useStore(sessionStore);
  const { data } = useQuery({ ...cartQuery(), enabled: token !== null });
  const count = token !== null ? (data?.count ?? 0) : 0;
  if (count === 0) return null;
  return (
    <span className="count-badge tab-bar-badge" data-testid="cart-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('cart.line_count', { count })}</span>
    </span>
  );
}

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('tab.bar')}>
      {availableTabs.map((tab) => (
        <NavLink
          key={tab.path}
          to={tab.path}
          end
          replace={tab.replace}
          className={({ isActive }) => `tab-bar-item${tab.raised ? ' tab-bar-item-raised' : ''}${isActive ? ' is-active' : ''}`}
        >
          {({ isActive }) => {
            const Icon = isActive ? tab.activeIcon : tab.icon;
            return (
              <>
                <span className="tab-bar-icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="tab-bar-label">{t(tab.labelKey)}</span>
                {tab.cartBadge && <CartBadge />}
              </>
            );
          }}
        </NavLink>
      ))}
    </nav>
  );
}
