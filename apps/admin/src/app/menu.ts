import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { MENU_GROUPS, PAGES, type PageEntry } from './pages.tsx';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The pages the admin may open, in registry order. */
export function allowedPages(can: (...codes: string[]) => boolean): PageEntry[] {
  return PAGES.filter((page) => can(...page.permissions));
}

/** Side-menu items: allowed pages with a menu entry, grouped; empty groups are left out. */
export function menuItems(can: (...codes: string[]) => boolean, t: TFunction): MenuItem[] {
  const visible = allowedPages(can).filter((page) => page.menu);
  const item = (page: PageEntry): MenuItem => ({ key: page.path, icon: page.menu?.icon, label: t(page.menu?.label ?? '') });
  const topLevel = visible.filter((page) => !page.menu?.group).map(item);
  const groups = MENU_GROUPS.flatMap((group): MenuItem[] => {
    const children = visible.filter((page) => page.menu?.group === group.key).map(item);
    return children.length ? [{ key: group.key, icon: group.icon, label: t(group.label), children }] : [];
  });
  return [...topLevel, ...groups];
}

/** The menu group holding `path`, to open it on arrival. */
export function groupOf(path: string): string | undefined {
  return PAGES.find((page) => page.path === path)?.menu?.group;
}
