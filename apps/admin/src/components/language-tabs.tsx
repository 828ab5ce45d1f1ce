import { Form, Space, Tabs, Tag, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageItem } from '@roamcart/contracts';
import { useUiLanguage } from '../startup/startup-context.tsx';

export interface EditedLanguage {
  code: string;
  name: string;
  direction: 'ltr' | 'rtl';
}

/** Every enabled language, then any other language a record already has text in. */
export function editedLanguages(languages: readonly LanguageItem[], texts: Record<string, string> | undefined): EditedLanguage[] {
  const extra = Object.keys(texts ?? {}).filter((code) => !languages.some((language) => language.code === code));
  return [...languages.map(({ code, name, direction }) => ({ code, name, direction })), ...extra.map((code) => ({ code, name: code, direction: 'ltr' as const }))];
}

/** A record's text in the admin's language, else the default language's, else any. */
export function useLocalizedText(): (texts: Record<string, string>) => string {
  const { languages, lang } = useUiLanguage();
  const fallback = languages.find((l) => l.is_default)?.code ?? lang;
  return (texts) => texts[lang] || texts[fallback] || Object.values(texts).find(Boolean) || '';
}

/** A language tab's label: its name, marked while the form's `[field, code]` is still empty. */
function LanguageTabLabel({ field, code, name }: { field: string; code: string; name: string }) {
  const { t } = useTranslation();
  const text = Form.useWatch<string | undefined>([field, code]) ?? '';
  return (
    <Space size={4}>
      {name}
      {!text.trim() && <Tag color="warning">{t('admin.translations.missing')}</Tag>}
    </Space>
  );
}

interface LanguageTabsProps {
  languages: EditedLanguage[];
  /** The per-language form field whose emptiness marks a tab as missing. */
  watchField: string;
  /** One language's fields; `first` is where "at least one language" is reported. */
  children(language: EditedLanguage, first: boolean): ReactNode;
}

/** One tab per language, each holding that language's fields (all rendered, so all are validated). */
export function LanguageTabs({ languages, watchField, children }: LanguageTabsProps) {
  return (
    <Tabs
      items={languages.map((language, index) => ({
        key: language.code,
        label: <LanguageTabLabel field={watchField} code={language.code} name={language.name} />,
        forceRender: true,
        children: children(language, index === 0),
      }))}
    />
  );
}

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

/** "At least one language": the per-language `field` has a text in some language (checked where the rule sits, e.g. the first tab). */
export function someLanguageRule(field: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      if (!Object.values((getFieldValue(field) as Record<string, unknown> | undefined) ?? {}).some(filled)) throw new Error(message);
    },
  });
}

/** `[field, code]` is needed when `[other, code]` is filled: a language has both texts or neither. */
export function pairedTextRule(field: string, other: string, code: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      if (filled(getFieldValue([other, code])) && !filled(getFieldValue([field, code]))) throw new Error(message);
    },
  });
}
