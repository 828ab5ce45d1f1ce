import type { Locale } from 'antd/es/locale';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LanguageItem, SystemConfig } from '@roamcart/contracts';
import { i18n } from '../i18n/i18n.ts';
import { switchLanguage, type Startup } from './startup.ts';

interface StartupState {
  config: SystemConfig;
  languages: LanguageItem[];
  lang: string;
  direction: 'ltr' | 'rtl';
  antdLocale: Locale;
  changeLanguage(lang: string): Promise<void>;
}

const StartupContext = createContext<StartupState | null>(null);

export function StartupProvider({ startup, children }: { startup: Startup; children: ReactNode }) {
  const [lang, setLang] = useState(startup.lang);
  const [antdLocale, setAntdLocale] = useState(startup.antdLocale);
  const direction = startup.languages.find((l) => l.code === lang)?.direction ?? 'ltr';

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = direction;
    document.title = i18n.t('admin.login.title');
  }, [lang, direction]);

  const changeLanguage = useCallback(async (next: string) => {
    const locale = await switchLanguage(next);
    setAntdLocale(locale);
    setLang(next);
  }, []);

  const value = useMemo(
    () => ({ config: startup.config, languages: startup.languages, lang, direction, antdLocale, changeLanguage }),
    [startup.config, startup.languages, lang, direction, antdLocale, changeLanguage],
  );
  return <StartupContext.Provider value={value}>{children}</StartupContext.Provider>;
}

function useStartup(): StartupState {
  const state = useContext(StartupContext);
  if (!state) throw new Error('useStartup outside StartupProvider');
  return state;
}

/** The interface language, its direction, antd locale and the languages to switch to. */
export function useUiLanguage() {
  const { languages, lang, direction, antdLocale, changeLanguage } = useStartup();
  return { languages, lang, direction, antdLocale, changeLanguage };
}

/** The platform base currency: the API gives money in it as decimal strings. */
export function useBaseCurrency() {
  const { config } = useStartup();
  return { code: config.currency_code, symbol: config.currency_symbol };
}
