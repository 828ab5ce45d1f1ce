import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The one i18next instance. Keys are flat (`admin.common.save`) and come from the server's
 * translations table, so the key and namespace separators are off.
 */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

export async function startI18n(lang: string, dictionary: Record<string, string>): Promise<void> {
  await i18n.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: dictionary } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export async function applyDictionary(lang: string, dictionary: Record<string, string>): Promise<void> {
  i18n.addResourceBundle(lang, 'translation', dictionary, true, true);
  await i18n.changeLanguage(lang);
}
