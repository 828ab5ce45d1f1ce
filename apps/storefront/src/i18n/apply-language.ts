import { RTL_LANGUAGES } from '@roamcart/contracts/messages';
import { i18n } from '../lib/i18n.ts';
import { chooseLocale } from '../lib/preferences.ts';
import { loadAntdLocale } from './antd-locale.ts';

/** Makes `lang` the interface language: dictionary, <html lang/dir> (Arabic mirrors), antd-mobile words. */
export async function applyLanguage(lang: string, messages: Record<string, string>): Promise<void> {
  await loadAntdLocale(lang);
  if (i18n.isInitialized) i18n.addResourceBundle(lang, 'translation', messages, true, true);
  else await i18n.init({ lng: lang, resources: { [lang]: { translation: messages } } });
  chooseLocale(lang);
  const root = document.documentElement;
  root.lang = lang;
  root.dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  await i18n.changeLanguage(lang);
}
