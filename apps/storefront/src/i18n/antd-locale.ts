import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { Locale } from 'antd-mobile/es/locales/base';
import { createStore } from '../lib/store.ts';

/**
 * antd-mobile's own words (picker buttons, clear buttons) in the interface language. Chinese is
 * antd-mobile's built-in default, so it is in the first load anyway.
 */
const loaders: Record<string, () => Promise<{ default: Locale }>> = {
  'zh-CN': async () => ({ default: zhCN }),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ar: () => import('antd-mobile/es/locales/ar-SA'),
};

export const antdLocaleStore = createStore<Locale>(enUS);

export async function loadAntdLocale(lang: string): Promise<void> {
  const loader = loaders[lang];
  const locale = loader ? (await loader()).default : enUS;
  setDefaultConfig({ locale });
  antdLocaleStore.set(locale);
}
