import type { ComponentType } from 'react';
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
import { findRoute } from './routes.ts';

interface Tab {
  path: string;
  labelKey: string;
  icon: ComponentType;
  activeIcon: ComponentType;
  /** SPEC §2: New and Cart push a history entry, the others replace it. */
  replace: boolean;
  raised?: boolean;
}

const TABS: Tab[] = [
  { path: '/new', labelKey: 'tab.new', icon: StarOutline, activeIcon: StarFill, replace: false },
  { path: '/category', labelKey: 'tab.category', icon: AppstoreOutline, activeIcon: AppOutline, replace: true },
  { path: '/', labelKey: 'tab.home', icon: CompassOutline, activeIcon: CompassOutline, replace: true, raised: true },
  { path: '/cart', labelKey: 'tab.cart', icon: ShopbagOutline, activeIcon: ShopbagOutline, replace: false },
  { path: '/mine', labelKey: 'tab.me', icon: UserOutline, activeIcon: UserCircleOutline, replace: true },
];

/** Only tabs whose screens exist are shown; the catalogue screens add theirs when they arrive. */
const availableTabs = TABS.filter((tab) => findRoute(tab.path));

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
              </>
            );
          }}
        </NavLink>
      ))}
    </nav>
  );
}
