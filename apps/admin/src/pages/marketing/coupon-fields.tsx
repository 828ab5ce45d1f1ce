import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_GIVE_OUTS, COUPON_KINDS, COUPON_SCOPES, COUPON_TITLE_MAX, couponTemplateSaveBody, type CouponTemplateRow, type z } from '@roamcart/contracts';
import { productOptionsQuery } from '../../api/stock-movements.ts';
import { useCategories } from '../../components/category-select.tsx';
import { LocalizedInputs } from '../../components/localized-inputs.tsx';
import { useStatusOptions } from '../../components/status.tsx';
import { zodRules } from '../../lib/zod-form.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';

/** The form's values: the body, with the fixed dates as one range picker. */
export type CouponValues = Omit<z.input<typeof couponTemplateSaveBody>, 'valid_from' | 'valid_until'> & { valid_range?: [Dayjs, Dayjs] | null };

/** What the API takes from the form's values. */
export function couponInput(values: Record<string, unknown>): Record<string, unknown> {
  const { valid_range: range, ...body } = values as CouponValues;
  return { ...body, valid_from: range?.[0]?.format('YYYY-MM-DD') ?? null, valid_until: range?.[1]?.format('YYYY-MM-DD') ?? null };
}

const rules = zodRules(couponTemplateSaveBody, couponInput);

export function couponInitialValues(row: CouponTemplateRow | null): Partial<CouponValues> {
  if (!row) return { kind: 'amount', scope: 'all', scope_ids: [], validity: 'days', valid_days: 30, total: 100, per_customer_limit: 1, give_out: 'claim', status: 'active', min_spend: '0' };
  const { id: _id, issued: _issued, used: _used, created_at: _created, updated_at: _updated, valid_from, valid_until, ...values } = row;
  return { ...values, valid_range: valid_from && valid_until ? [dayjs(valid_from), dayjs(valid_until)] : null };
}

/** Goods to pick by typing part of their name; the ones already chosen show by id. */
function ProductsSelect({ id, value, onChange }: { id?: string; value?: number[]; onChange?: (ids: number[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useQuery({ ...productOptionsQuery(keyword), placeholderData: keepPreviousData });
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      loading={isFetching}
      options={(data?.list ?? []).map((product) => ({ value: product.id, label: `${product.name} (#${product.id})` }))}
    />
  );
}

/** The template editor's fields; which money and scope fields show follows the kind and the scope. */
export function CouponFields() {
  const { t } = useTranslation();
  const { languages } = useUiLanguage();
  const categories = useCategories();
  const statusOptions = useStatusOptions();
  const kind = Form.useWatch<string>('kind');
  const scope = Form.useWatch<string>('scope');
  const validity = Form.useWatch<string>('validity');
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <>
      <Form.Item name="title" label={t('admin.common.title')} rules={rules('title')} extra={t('admin.coupons.title_from_rule')}>
        <LocalizedInputs languages={languages} label={t('admin.common.title')} maxLength={COUPON_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="kind" label={t('admin.coupons.kind')} rules={rules('kind')}>
        <Radio.Group options={options(COUPON_KINDS, 'admin.coupons.kinds')} />
      </Form.Item>
      {kind === 'amount' && (
        <Form.Item name="amount" label={t('admin.coupons.amount')} rules={rules('amount')}>
          <Input inputMode="decimal" style={{ width: 160 }} />
        </Form.Item>
      )}
      {kind === 'percent' && (
        <>
          <Form.Item name="percent" label={t('admin.coupons.percent')} rules={rules('percent')}>
            <InputNumber<number> min={1} max={99} precision={0} addonAfter="%" />
          </Form.Item>
          <Form.Item name="max_discount" label={t('admin.coupons.max_discount')} extra={t('admin.coupons.zero_means_none')} rules={rules('max_discount')}>
            <Input inputMode="decimal" style={{ width: 160 }} />
          </Form.Item>
        </>
      )}
      <Form.Item name="min_spend" label={t('admin.coupons.min_spend')} extra={t('admin.coupons.zero_means_none')} rules={rules('min_spend')}>
        <Input inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="scope" label={t('admin.coupons.scope')} rules={rules('scope')}>
        <Select options={options(COUPON_SCOPES, 'admin.coupons.scopes')} style={{ width: 220 }} />
      </Form.Item>
      {scope === 'categories' && (
        <Form.Item name="scope_ids" label={t('admin.coupons.scope_categories')} rules={rules('scope_ids')}>
          <TreeSelect<number[]> multiple showSearch treeNodeFilterProp="title" treeDefaultExpandAll loading={categories.loading} treeData={categories.tree} />
        </Form.Item>
      )}
      {scope === 'products' && (
        <Form.Item name="scope_ids" label={t('admin.coupons.scope_products')} rules={rules('scope_ids')}>
          <ProductsSelect />
        </Form.Item>
      )}
      <Form.Item name="validity" label={t('admin.coupons.validity')} rules={rules('validity')}>
        <Radio.Group options={options(['fixed', 'days'], 'admin.coupons.validities')} />
      </Form.Item>
      {validity === 'fixed' ? (
        <Form.Item name="valid_range" label={t('admin.coupons.valid_dates')} rules={rules('valid_until')}>
          <DatePicker.RangePicker />
        </Form.Item>
      ) : (
        <Form.Item name="valid_days" label={t('admin.coupons.valid_days')} rules={rules('valid_days')}>
          <InputNumber<number> min={1} max={3650} precision={0} />
        </Form.Item>
      )}
      <Form.Item name="total" label={t('admin.coupons.total')} rules={rules('total')}>
        <InputNumber<number> min={1} max={10_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="per_customer_limit" label={t('admin.coupons.per_customer_limit')} rules={rules('per_customer_limit')}>
        <InputNumber<number> min={1} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="give_out" label={t('admin.coupons.give_out')} rules={rules('give_out')}>
        <Radio.Group options={options(COUPON_GIVE_OUTS, 'admin.coupons.give_outs')} />
      </Form.Item>
      <Form.Item name="status" label={t('admin.common.status')} rules={rules('status')}>
        <Select options={statusOptions} style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}
