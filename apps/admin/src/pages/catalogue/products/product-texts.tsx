import { Col, Form, Input, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadDescriptionImage } from '../../../api/products.ts';
import { CenteredSpin } from '../../../components/centered-spin.tsx';
import { HtmlPreview } from '../../../components/html-preview.tsx';
import { LanguageTabs, type EditedLanguage } from '../../../components/language-tabs.tsx';
import { useCan } from '../../../session/session.ts';

/** The editor library is a chunk of its own, loaded when a product editor opens. */
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor.tsx'));

interface DescriptionFieldProps {
  value?: string;
  onChange?: (html: string) => void;
  language: EditedLanguage;
}

/** One language's description: the rich-text editor, and beside it the description as the storefront shows it, from the start. */
function DescriptionField({ value = '', onChange, language }: DescriptionFieldProps) {
  const { t } = useTranslation();
  const can = useCan();
  const label = `${t('admin.products.description')} (${language.name})`;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Suspense fallback={<CenteredSpin />}>
          <RichTextEditor value={value} onChange={onChange} label={label} dir={language.direction} uploadImage={can('upload:image') ? uploadDescriptionImage : undefined} />
        </Suspense>
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Text type="secondary">{t('admin.articles.preview')}</Typography.Text>
        <HtmlPreview html={value} dir={language.direction} />
      </Col>
    </Row>
  );
}

/** One language's name, subtitle and description. */
function LanguageFields({ language, first, rules }: { language: EditedLanguage; first: boolean; rules: (field: string) => Rule[] }) {
  const { t } = useTranslation();
  const { code, direction } = language;
  // "At least one language" is reported on the whole name map; it shows under the first language.
  const whole = first ? rules('name') : [];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item name={['name', code]} label={t('admin.common.name')} rules={[...rules(`name.${code}`), ...whole]}>
            <Input maxLength={200} dir={direction} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name={['subtitle', code]} label={t('admin.products.subtitle')} rules={rules(`subtitle.${code}`)}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={300} dir={direction} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['description', code]} label={t('admin.products.description')} rules={rules(`description.${code}`)}>
        <DescriptionField language={language} />
      </Form.Item>
    </>
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
