import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Drawer, Flex, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { parseMajor, productSaveBody, PRODUCT_STATUSES, SHIPPING_SOURCES } from '@roamcart/contracts';
import { productDetailQuery, productsResource } from '../../../api/products.ts';
import { CategorySelect } from '../../../components/category-select.tsx';
import { CenteredSpin } from '../../../components/centered-spin.tsx';
import { editedLanguages } from '../../../components/language-tabs.tsx';
import { useEditForm } from '../../../components/use-edit-form.ts';
import { currencyDigits } from '../../../lib/format.ts';
import { filledTexts } from '../../../lib/texts.ts';
import { zodRules } from '../../../lib/zod-form.ts';
import { useBaseCurrency, useUiLanguage } from '../../../startup/startup-context.tsx';
import { GalleryField } from './gallery-field.tsx';
import { formValuesOf, NEW_PRODUCT, saveInputOf, type ProductFormValues } from './product-form.ts';
import { ProductTexts } from './product-texts.tsx';
import { SkuTable } from './sku-table.tsx';
import { SpecEditor } from './spec-editor.tsx';
import { VideoField } from './video-field.tsx';

/** Wide enough for six languages side by side; never wider than the window. */
const DRAWER_SIZE = 'min(1200px, 100vw)';

const rules = zodRules(productSaveBody, (values) => saveInputOf(values as Partial<ProductFormValues>));

interface ProductFormProps {
  id: number | null;
  initialValues: ProductFormValues;
  onClose(): void;
}

/** The editor's form: basics, texts per language, gallery and video, specs and the SKU matrix. */
function ProductForm({ id, initialValues, onClose }: ProductFormProps) {
  const { t } = useTranslation();
  const { languages, lang } = useUiLanguage();
  const currency = useBaseCurrency();
  const save = productsResource.useSave();
  const { form, saving, finish, requestClose } = useEditForm<ProductFormValues>((values) => save.mutateAsync(productSaveBody.parse({ ...saveInputOf(values), id: id ?? undefined })), onClose);
  const defaultLanguage = languages.find((language) => language.is_default)?.code ?? lang;
  const edited = editedLanguages(languages, filledTexts(initialValues.name));
  const digits = currencyDigits(currency.code);
  const amountRule: Rule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value.trim() && parseMajor(value, digits) === null) throw new Error(t('admin.products.amount_digits', { digits }));
    },
  };
  const moneyHint = t('admin.products.money_hint', { currency: currency.code });

  return (
    <Drawer
      open
      size={DRAWER_SIZE}
      title={id ? t('admin.products.edit') : t('admin.products.new')}
      onClose={requestClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={requestClose}>{t('admin.common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('admin.common.save')}
          </Button>
        </Flex>
      }
    >
      <Form<ProductFormValues> form={form} name="product" layout="vertical" initialValues={initialValues} onFinish={finish} scrollToFirstError>
        <Flex vertical gap={16}>
          <Card size="small" title={t('admin.products.section_basics')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="category_id" label={t('admin.products.category')} rules={rules('category_id')}>
                  <CategorySelect />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="brand" label={t('admin.products.brand')} rules={rules('brand')}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="market_price" label={t('admin.products.market_price')} rules={[...rules('market_price'), amountRule]} extra={moneyHint}>
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="purchase_limit" label={t('admin.products.purchase_limit')} rules={rules('purchase_limit')} extra={t('admin.products.purchase_limit_hint')}>
                  <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="shipping_source" label={t('admin.products.shipping_source')} rules={rules('shipping_source')}>
                  <Select options={SHIPPING_SOURCES.map((source) => ({ value: source, label: t(`admin.products.shipping.${source}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="status" label={t('admin.common.status')} rules={rules('status')}>
                  <Radio.Group optionType="button" options={PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`admin.products.status.${status}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item name="is_new" label={t('admin.products.is_new')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item name="sort" label={t('admin.common.sort')} rules={rules('sort')}>
                  <InputNumber<number> min={0} precision={0} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card size="small" title={t('admin.products.section_texts')}>
            <ProductTexts languages={edited} rules={rules} />
          </Card>
          <Card size="small" title={t('admin.products.section_media')}>
            <Form.Item name="images" label={t('admin.products.gallery')} rules={rules('images')}>
              <GalleryField />
            </Form.Item>
            <Form.Item name="video_url" label={t('admin.products.video')} rules={rules('video_url')}>
              <VideoField />
            </Form.Item>
          </Card>
          <Card size="small" title={t('admin.products.section_specs')} extra={t('admin.products.specs_hint')}>
            <Flex vertical gap={16}>
              <SpecEditor languages={edited} rules={rules} />
              <SkuTable defaultLanguage={defaultLanguage} rules={rules} amountRule={amountRule} />
              <span>{moneyHint}</span>
            </Flex>
          </Card>
        </Flex>
      </Form>
    </Drawer>
  );
}

/** Creates a product (`id` null) or edits one, loading it first. */
export function ProductEditor({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const detail = useQuery({ ...productDetailQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <ProductForm id={null} initialValues={NEW_PRODUCT} onClose={onClose} />;
  if (!detail.data) {
    return (
      <Drawer open size={DRAWER_SIZE} onClose={onClose} title={t('admin.products.edit')}>
        <CenteredSpin />
      </Drawer>
    );
  }
  return <ProductForm id={id} initialValues={formValuesOf(detail.data)} onClose={onClose} />;
}
