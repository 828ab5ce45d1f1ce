import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '../../../api/get-languages.ts';
import { Page } from '../../../components/page.tsx';
import { OptionList } from '../../../components/option-list.tsx';
import { switchLanguage } from '../../../i18n/switch-language.ts';
import { displayName } from '../../../lib/display-names.ts';
import { localeStore } from '../../../lib/preferences.ts';
import { useStore } from '../../../lib/use-store.ts';

/** Every language the shop offers, in its own name and in the interface language; the choice applies at once. */
export function LanguageScreen() {
  const { t, i18n } = useTranslation();
  const locale = useStore(localeStore);
  const { data: languages } = useQuery(languagesQuery());
  return (
    <Page title={t('common.language')}>
      {languages && (
        <OptionList
          label={t('common.language')}
          selected={locale}
          options={languages.map((language) => ({ value: language.code, label: language.name, detail: displayName(i18n.language, 'language', language.code, language.title), lang: language.code }))}
          onSelect={(code) => void switchLanguage(code).catch(() => undefined)}
        />
      )}
    </Page>
  );
}
