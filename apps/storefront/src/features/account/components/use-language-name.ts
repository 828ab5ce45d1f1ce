import { useQuery } from '@tanstack/react-query';
import { languagesQuery } from '../../../api/get-languages.ts';
import { localeStore } from '../../../lib/preferences.ts';
import { useStore } from '../../../lib/use-store.ts';

/** The interface language's own name ("中文"), or its code while the list loads. */
export function useLanguageName(): string {
  const locale = useStore(localeStore);
  const { data: languages } = useQuery(languagesQuery());
  return languages?.find((language) => language.code === locale)?.name ?? locale;
}
