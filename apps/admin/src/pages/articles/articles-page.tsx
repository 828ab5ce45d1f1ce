import { Col, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { articleSaveBody, type ArticleRow, type z } from '@roamcart/contracts';
import { articlesResource } from '../../api/content.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { HtmlPreview } from '../../components/html-preview.tsx';
import { editedLanguages, LanguageTabs, useLocalizedText } from '../../components/language-tabs.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { typedTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { KeywordFilter } from '../../components/status.tsx';

type Values = z.input<typeof articleSaveBody>;

function withoutEmptyLanguages(values: Record<string, unknown>) {
  return { ...values, title: typedTexts(values.title), content: typedTexts(values.content) };
}
const rules = zodRules(articleSaveBody, withoutEmptyLanguages);

/** One language's title and HTML content, with the rendered preview beside it. */
function LanguageEditor({ code, dir, first }: { code: string; dir: 'ltr' | 'rtl'; first: boolean }) {
  const { t } = useTranslation();
  const html = Form.useWatch<string | undefined>(['content', code]) ?? '';
  // "At least one language" is reported on the whole map; it shows under the first language.
  const whole = (field: string) => (first ? rules(field) : []);
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Form.Item name={['title', code]} label={t('admin.common.title')} rules={[...rules(`title.${code}`), ...whole('title')]}>
          <Input maxLength={200} dir={dir} />
        </Form.Item>
        <Form.Item name={['content', code]} label={t('admin.articles.content_html')} rules={[...rules(`content.${code}`), ...whole('content')]}>
          <Input.TextArea autoSize={{ minRows: 12, maxRows: 24 }} dir={dir} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Text type="secondary">{t('admin.articles.preview')}</Typography.Text>
        <HtmlPreview html={html} dir={dir} />
      </Col>
    </Row>
  );
}

export default function ArticlesPage() {
  const { t } = useTranslation();
  const { languages } = useUiLanguage();
  const localizedText = useLocalizedText();

  return (
    <CrudPage<ArticleRow, Values, z.infer<typeof articleSaveBody>, number>
      title={t('menu.articles')}
      dialogTitles={{ create: t('admin.articles.new'), edit: t('admin.articles.edit') }}
      resource={articlesResource}
      rowId={(row) => row.id}
      savePermission="articles:save"
      deletePermission="articles:delete"
      filters={
        <KeywordFilter />
      }
      columns={[
        { dataIndex: 'key', title: t('admin.articles.key'), render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
        { key: 'title', title: t('admin.common.title'), render: (_, row) => localizedText(row.title) },
        {
          key: 'languages',
          title: t('admin.articles.languages'),
          render: (_, row) => (
            <Space size={[4, 4]} wrap>
              {editedLanguages(languages, row.content).map(({ code }) => (
                <Tag key={code} color={row.content[code]?.trim() ? 'default' : 'warning'}>
                  {code}
                </Tag>
              ))}
            </Space>
          ),
        },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        width: 1100,
        initialValues: (row) => (row ? { key: row.key, title: row.title, content: row.content } : { title: {}, content: {} }),
        toBody: (values, row) => articleSaveBody.parse({ ...withoutEmptyLanguages(values), id: row?.id }),
        fields: (row) => (
          <>
            <Form.Item name="key" label={t('admin.articles.key')} rules={rules('key')} extra={t('admin.articles.key_hint')}>
              <Input maxLength={50} />
            </Form.Item>
            <LanguageTabs languages={editedLanguages(languages, row?.content)} watchField="content">
              {(language, first) => <LanguageEditor code={language.code} dir={language.direction} first={first} />}
            </LanguageTabs>
          </>
        ),
      }}
    />
  );
}
