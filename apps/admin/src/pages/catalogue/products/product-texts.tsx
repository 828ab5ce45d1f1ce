import { Col, Form, Input, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { HtmlPreview } from '../../../components/html-preview.tsx';
import { LanguageTabs, type EditedLanguage } from '../../../components/language-tabs.tsx';

/** One language's name, subtitle and HTML description, with the description rendered beside it (as articles are edited). */
function LanguageFields({ language, first, rules }: { language: EditedLanguage; first: boolean; rules: (field: string) => Rule[] }) {
  const { t } = useTranslation();
  const { code, direction } = language;
  const html = Form.useWatch<string | undefined>(['description', code]) ?? '';
  // "At least one language" is reported on the whole name map; it shows under the first language.
  const whole = first ? rules('name') : [];
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Form.Item name={['name', code]} label={t('admin.common.name')} rules={[...rules(`name.${code}`), ...whole]}>
          <Input maxLength={200} dir={direction} />
        </Form.Item>
        <Form.Item name={['subtitle', code]} label={t('admin.products.subtitle')} rules={rules(`subtitle.${code}`)}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={300} dir={direction} />
        </Form.Item>
        <Form.Item name={['description', code]} label={t('admin.products.description_html')} rules={rules(`description.${code}`)}>
          <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} dir={direction} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Text type="secondary">{t('admin.articles.preview')}</Typography.Text>
        <HtmlPreview html={html} dir={direction} />
      </Col>
    </Row>
  );
}

/** The translated texts of a product, one tab per language. */
export function ProductTexts({ languages, rules }: { languages: EditedLanguage[]; rules: (field: string) => Rule[] }) {
  return (
    <LanguageTabs languages={languages} watchField="name">
      {(language, first) => <LanguageFields language={language} first={first} rules={rules} />}
    </LanguageTabs>
  );
}
