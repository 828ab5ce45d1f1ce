import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeSaveBody, type NoticeRow, type RecordStatus, type z } from '@roamcart/contracts';
import { noticesResource } from '../../api/content.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { editedLanguages, LanguageTabs, pairedTextRule, someLanguageRule, useLocalizedText } from '../../components/language-tabs.tsx';
import { NoticePreview } from '../../components/storefront-preview.tsx';
import { KeywordStatusFilters, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { typedTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';

type Values = z.input<typeof noticeSaveBody>;

function withoutUntypedLanguages<V extends Record<string, unknown>>(values: V) {
  return { ...values, titles: typedTexts(values.titles), contents: typedTexts(values.contents) };
}
const rules = zodRules(noticeSaveBody, withoutUntypedLanguages);

/** Home's notices, each written per language: the storefront shows the reader's, else the default language's. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const { languages, lang } = useUiLanguage();
  const fallback = languages.find((language) => language.is_default)?.code ?? lang;
  const localizedText = useLocalizedText();
  const required = t('validation.required');
  return (
    <CrudPage<NoticeRow, Values, z.infer<typeof noticeSaveBody>, number>
      title={t('menu.notices')}
      dialogTitles={{ create: t('admin.notices.new'), edit: t('admin.notices.edit') }}
      resource={noticesResource}
      rowId={(row) => row.id}
      savePermission="notices:save"
      deletePermission="notices:delete"
      filters={<KeywordStatusFilters />}
      columns={[
        { key: 'title', title: t('admin.common.title'), render: (_, row) => localizedText(row.titles) || row.title },
        { key: 'content', title: t('admin.common.content'), ellipsis: true, width: 360, render: (_, row) => localizedText(row.contents) || row.content },
        { dataIndex: 'sort', title: t('admin.common.sort') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        width: 720,
        initialValues: (row) =>
          row ? { titles: row.titles, contents: row.contents, sort: row.sort, status: row.status } : { titles: {}, contents: {}, sort: 0, status: 'active' },
        toBody: (values, row) => noticeSaveBody.parse({ ...withoutUntypedLanguages(values), id: row?.id }),
        fields: (row) => (
          <>
            <LanguageTabs languages={editedLanguages(languages, { ...row?.titles, ...row?.contents })} watchField="titles">
              {(language, first) => (
                <>
                  <Form.Item
                    name={['titles', language.code]}
                    label={t('admin.common.title')}
                    dependencies={[['contents', language.code]]}
                    rules={[
                      ...rules(`titles.${language.code}`),
                      pairedTextRule('titles', 'contents', language.code, required),
                      ...(first ? [someLanguageRule('titles', required)] : []),
                    ]}
                  >
                    <Input maxLength={200} dir={language.direction} />
                  </Form.Item>
                  <Form.Item
                    name={['contents', language.code]}
                    label={t('admin.common.content')}
                    dependencies={[['titles', language.code]]}
                    rules={[...rules(`contents.${language.code}`), pairedTextRule('contents', 'titles', language.code, required)]}
                  >
                    <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={5000} showCount dir={language.direction} />
                  </Form.Item>
                  <Form.Item label={t('admin.preview.title')}>
                    <NoticePreview language={{ code: language.code, direction: language.direction, fallback }} />
                  </Form.Item>
                </>
              )}
            </LanguageTabs>
            <SortStatusFields rules={rules} />
          </>
        ),
      }}
    />
  );
}
