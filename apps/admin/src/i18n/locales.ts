import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

interface LocaleLoaders {
  antd: () => Promise<{ default: Locale }>;
  dayjs: () => Promise<unknown>;
  dayjsName: string;
}

const ENGLISH: LocaleLoaders = { antd: () => import('antd/es/locale/en_US'), dayjs: async () => undefined, dayjsName: 'en' };

/** antd and dayjs locales of the seeded languages; any other language uses the English ones. */
const LOADERS: Record<string, LocaleLoaders> = {
  en: ENGLISH,
  'zh-CN': { antd: () => import('antd/es/locale/zh_CN'), dayjs: () => import('dayjs/locale/zh-cn'), dayjsName: 'zh-cn' },
  es: { antd: () => import('antd/es/locale/es_ES'), dayjs: () => import('dayjs/locale/es'), dayjsName: 'es' },
  fr: { antd: () => import('antd/es/locale/fr_FR'), dayjs: () => import('dayjs/locale/fr'), dayjsName: 'fr' },
  ja: { antd: () => import('antd/es/locale/ja_JP'), dayjs: () => import('dayjs/locale/ja'), dayjsName: 'ja' },
  ar: { antd: () => import('antd/es/locale/ar_EG'), dayjs: () => import('dayjs/locale/ar'), dayjsName: 'ar' },
};

/** Loads the antd locale for `lang` and switches dayjs to it. */
export async function loadUiLocale(lang: string): Promise<Locale> {
  const loaders = LOADERS[lang] ?? LOADERS[lang.split('-')[0] ?? ''] ?? ENGLISH;
  const [antd] = await Promise.all([loaders.antd(), loaders.dayjs()]);
  dayjs.locale(loaders.dayjsName);
  return antd.default;
}
