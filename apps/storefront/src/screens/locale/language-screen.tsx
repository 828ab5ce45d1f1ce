import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '../../api/get-languages.ts';
import { Page } from '../../components/page.tsx';
import { OptionList } from '../../components/option-list.tsx';
import { switchLanguage } from '../../i18n/switch-language.ts';
import { localeStore } from '../../lib/preferences.ts';
import { useStore } from '../../lib/use-store.ts';

/** Every language the shop offers, each in its own name; the choice applies at once. */
export function LanguageScreen() {
  const { t } = useTranslation();
  const locale = useStore(localeStore);
  const { data: languages } = useQuery(languagesQuery());
  return (
    <Page title={t('common.language')} backTo="/mine">
      {languages && (
        <OptionList
          label={t('common.language')}
          selected={locale}
          options={languages.map((language) => ({ value: language.code, label: language.name, detail: language.title, lang: language.code }))}
          onSelect={(code) => void switchLanguage(code).catch(() => undefined)}
        />
      )}
    </Page>
  );
}
