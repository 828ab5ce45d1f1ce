import { Col, Form, Input, Row, Space, Tabs, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { LanguageItem } from '@roamcart/contracts';
import { HtmlPreview } from '../../../components/html-preview.tsx';

type EditedLanguage = Pick<LanguageItem, 'code' | 'name' | 'direction'>;

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

/** A language tab's label: its name, marked while the product has no name in it yet. */
function LanguageTabLabel({ language }: { language: EditedLanguage }) {
  const { t } = useTranslation();
  const name = Form.useWatch<string | undefined>(['name', language.code]) ?? '';
  return (
    <Space size={4}>
      {language.name}
      {!name.trim() && <Tag color="warning">{t('admin.translations.missing')}</Tag>}
    </Space>
  );
}

/** The translated texts of a product, one tab per language. */
export function ProductTexts({ languages, rules }: { languages: readonly EditedLanguage[]; rules: (field: string) => Rule[] }) {
  return (
    <Tabs
      items={languages.map((language, index) => ({
        key: language.code,
        label: <LanguageTabLabel language={language} />,
        forceRender: true,
        children: <LanguageFields language={language} first={index === 0} rules={rules} />,
      }))}
    />
  );
}
