import { Button, Flex, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameCombinations, skuMatrix, specValueLabel, type SkuRow } from '../../../lib/sku-matrix.ts';
import type { SpecFormValue } from './product-form.ts';

interface SkuTableProps {
  defaultLanguage: string;
  rules: (field: string) => Rule[];
  /** The base currency's amount rule: a decimal with at most its number of decimals. */
  amountRule: Rule;
}

const combinationKey = (row: SkuRow) => row.spec_values.map((label) => label.toLowerCase()).join('\u0000');

/**
 * One row per combination of spec values, regenerated as specs change; rows keep what was typed
 * for a combination, even one that was gone for a moment (a value being retyped). Price and
 * stock can be filled into every row at once.
 */
export function SkuTable({ defaultLanguage, rules, amountRule }: SkuTableProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const specs = Form.useWatch<SpecFormValue[] | undefined>('specs', form);
  const images = Form.useWatch<string[] | undefined>('images', form) ?? [];
  const remembered = useRef(new Map<string, SkuRow>());
  const [bulkPrice, setBulkPrice] = useState('');
  const [bulkStock, setBulkStock] = useState<number | null>(null);

  const specNames = (specs ?? []).map((spec) => specValueLabel(spec?.name, defaultLanguage));
  const signature = specs === undefined ? null : JSON.stringify((specs ?? []).map((spec) => (spec?.values ?? []).map((value) => specValueLabel(value, defaultLanguage))));

  useEffect(() => {
    // Before the form has its values, there is nothing to regenerate from.
    if (signature === null) return;
    const current = (form.getFieldValue('skus') as SkuRow[] | undefined) ?? [];
    for (const row of current) remembered.current.set(combinationKey(row), row);
    const next = skuMatrix(JSON.parse(signature) as string[][], [...remembered.current.values(), ...current]);
    if (!sameCombinations(next, current)) form.setFieldValue('skus', next);
  }, [signature, form]);

  function fillAll() {
    const rows = (form.getFieldValue('skus') as SkuRow[] | undefined) ?? [];
    const price = bulkPrice.trim();
    form.setFieldValue(
      'skus',
      rows.map((row) => ({ ...row, ...(price && { price }), ...(bulkStock !== null && { stock: bulkStock }) })),
    );
    void form.validateFields(rows.map((_, index) => ['skus', index, 'price']));
  }

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <Input
          style={{ width: 160 }}
          inputMode="decimal"
          placeholder={t('admin.products.bulk_price')}
          aria-label={t('admin.products.bulk_price')}
          value={bulkPrice}
          onChange={(event) => setBulkPrice(event.target.value)}
        />
        <InputNumber<number>
          style={{ width: 160 }}
          min={0}
          precision={0}
          placeholder={t('admin.products.bulk_stock')}
          aria-label={t('admin.products.bulk_stock')}
          value={bulkStock}
          onChange={setBulkStock}
        />
        <Button onClick={fillAll} disabled={!bulkPrice.trim() && bulkStock === null}>
          {t('admin.products.bulk_apply')}
        </Button>
      </Flex>
      <Form.List name="skus">
        {(fields, _operations, { errors }) => {
          const comboOf = (index: number) => ((form.getFieldValue(['skus', index, 'spec_values']) as string[] | undefined) ?? []).join(' / ');
          const columns: ColumnsType<(typeof fields)[number]> = [
            ...specNames.map((name, specIndex) => ({
              key: `spec-${specIndex}`,
              title: name || t('admin.products.spec_number', { number: specIndex + 1 }),
              render: (_: unknown, field: (typeof fields)[number]) => <Typography.Text>{(form.getFieldValue(['skus', field.name, 'spec_values', specIndex]) as string) ?? ''}</Typography.Text>,
            })),
            {
              key: 'price',
              title: t('admin.products.price'),
              render: (_, field) => (
                <Form.Item name={[field.name, 'price']} rules={[...rules(`skus.${field.name}.price`), amountRule]} style={{ marginBottom: 0 }}>
                  <Input style={{ width: 130 }} inputMode="decimal" aria-label={`${t('admin.products.price')} ${comboOf(field.name)}`} />
                </Form.Item>
              ),
            },
            {
              key: 'stock',
              title: t('admin.products.stock'),
              render: (_, field) => (
                <Form.Item name={[field.name, 'stock']} rules={rules(`skus.${field.name}.stock`)} style={{ marginBottom: 0 }}>
                  <InputNumber<number> min={0} precision={0} style={{ width: 110 }} aria-label={`${t('admin.products.stock')} ${comboOf(field.name)}`} />
                </Form.Item>
              ),
            },
            {
              key: 'code',
              title: t('admin.products.sku_code'),
              render: (_, field) => (
                <Form.Item name={[field.name, 'code']} rules={rules(`skus.${field.name}.code`)} style={{ marginBottom: 0 }}>
                  <Input maxLength={64} style={{ width: 140 }} aria-label={`${t('admin.products.sku_code')} ${comboOf(field.name)}`} />
                </Form.Item>
              ),
            },
            {
              key: 'image',
              title: t('admin.products.sku_image'),
              render: (_, field) => (
                <Form.Item
                  name={[field.name, 'image']}
                  style={{ marginBottom: 0 }}
                  getValueProps={(url: string) => ({ value: url || undefined })}
                  normalize={(url: string | undefined) => url ?? ''}
                >
                  <Select
                    allowClear
                    style={{ width: 120 }}
                    placeholder={t('admin.products.sku_image_pick')}
                    aria-label={`${t('admin.products.sku_image')} ${comboOf(field.name)}`}
                    options={images.map((url, index) => ({ value: url, label: <img src={url} alt={t('admin.products.gallery_image', { number: index + 1 })} width={46} height={30} style={{ objectFit: 'cover', verticalAlign: 'middle' }} /> }))}
                  />
                </Form.Item>
              ),
            },
          ];
          return (
            <>
              <Table rowKey="key" size="small" columns={columns} dataSource={fields} pagination={false} scroll={{ x: 'max-content' }} />
              <Form.ErrorList errors={errors} />
            </>
          );
        }}
      </Form.List>
    </Flex>
  );
}
