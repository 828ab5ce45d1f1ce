import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { hotKeywordSaveBody, type HotKeywordRow, type RecordStatus, type z } from '@roamcart/contracts';
import { hotKeywordsResource } from '../../api/hot-keywords.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { editedLanguages, LanguageTabs, someLanguageRule, useLocalizedText } from '../../components/language-tabs.tsx';
import { KeywordFilter, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { ClippedText } from '../../components/table-cells.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { typedTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';

type Values = z.input<typeof hotKeywordSaveBody>;

function withoutUntypedLanguages<V extends Record<string, unknown>>(values: V) {
  return { ...values, keywords: typedTexts(values.keywords) };
}
const rules = zodRules(hotKeywordSaveBody, withoutUntypedLanguages);

/** The keywords the search screen suggests, per language: the active ones, highest sort first. */
export default function HotKeywordsPage() {
  const { t } = useTranslation();
  const { languages } = useUiLanguage();
  const localizedText = useLocalizedText();
  return (
    <CrudPage<HotKeywordRow, Values, z.infer<typeof hotKeywordSaveBody>, number>
      title={t('menu.hot_keywords')}
      dialogTitles={{ create: t('admin.hot_keywords.new'), edit: t('admin.hot_keywords.edit') }}
      resource={hotKeywordsResource}
      rowId={(row) => row.id}
      savePermission="hot_keywords:save"
      deletePermission="hot_keywords:delete"
      filters={<KeywordFilter />}
      columns={[
        { key: 'keyword', title: t('admin.hot_keywords.keyword'), render: (_, row) => <ClippedText text={localizedText(row.keywords) || row.keyword} /> },
        { dataIndex: 'sort', title: t('admin.common.sort') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        initialValues: (row) => (row ? { keywords: row.keywords, sort: row.sort, status: row.status } : { keywords: {}, sort: 0, status: 'active' }),
        toBody: (values, row) => hotKeywordSaveBody.parse({ ...withoutUntypedLanguages(values), id: row?.id }),
        fields: (row) => (
          <>
            <LanguageTabs languages={editedLanguages(languages, row?.keywords)} watchField="keywords">
              {(language, first) => (
                <Form.Item
                  name={['keywords', language.code]}
                  label={t('admin.hot_keywords.keyword')}
                  rules={[...rules(`keywords.${language.code}`), ...(first ? [someLanguageRule('keywords', t('validation.required'))] : [])]}
                  extra={t('admin.hot_keywords.keyword_hint')}
                >
                  <Input maxLength={50} showCount dir={language.direction} />
                </Form.Item>
              )}
            </LanguageTabs>
            <SortStatusFields rules={rules} />
          </>
        ),
      }}
    />
  );
}
