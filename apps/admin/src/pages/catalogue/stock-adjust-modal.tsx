import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STOCK_ADJUST_MODES, STOCK_ADJUST_REASONS, stockAdjustBody, type StockAdjustBody } from '@roamcart/contracts';
import { productDetailQuery } from '../../api/products.ts';
import { useAdjustStock } from '../../api/stock-movements.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { ProductPicker } from '../../components/product-picker.tsx';
import { formatCount } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';

type AdjustValues = Partial<StockAdjustBody> & { product_id?: number };

const rules = zodRules(stockAdjustBody);

/** The stock a SKU would have after the adjustment typed so far, or null before it is complete. */
function stockAfter(stock: number, mode: StockAdjustBody['mode'] | undefined, quantity: number | undefined): number | null {
  if (mode === undefined || quantity === undefined || quantity === null) return null;
  if (mode === 'set') return quantity;
  return mode === 'add' ? stock + quantity : stock - quantity;
}

/** The SKU choice of the chosen product, each with its stock now, and what the adjustment would leave. */
function SkuFields() {
  const { t } = useTranslation();
  const productId = Form.useWatch<number | undefined>('product_id');
  const skuId = Form.useWatch<number | undefined>('sku_id');
  const mode = Form.useWatch<StockAdjustBody['mode'] | undefined>('mode');
  const quantity = Form.useWatch<number | undefined>('quantity');
  const detail = useQuery({ ...productDetailQuery(productId ?? 0), enabled: Boolean(productId) });
  const skus = detail.data?.skus ?? [];
  const sku = skus.find((row) => row.id === skuId);
  const after = sku ? stockAfter(sku.stock, mode, quantity) : null;

  return (
    <>
      <Form.Item name="sku_id" label={t('admin.stock.sku')} rules={rules('sku_id')}>
        <Select
          loading={detail.isFetching}
          disabled={!productId}
          options={skus.map((row) => ({
            value: row.id,
            label: t('admin.stock.sku_option', { sku: [row.code, row.spec_values.join(' / ')].filter(Boolean).join(' · ') || `#${row.id}`, stock: formatCount(row.stock) }),
          }))}
        />
      </Form.Item>
      {sku && after !== null && (
        <Typography.Paragraph type={after < 0 ? 'danger' : 'secondary'}>
          {after < 0 ? t('admin.stock.adjust_below_zero', { stock: formatCount(sku.stock) }) : t('admin.stock.adjust_after', { before: formatCount(sku.stock), after: formatCount(after) })}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** Sets, adds or takes a SKU's stock with a reason (and a note), recorded as a stock movement. */
export function StockAdjustModal({ productId, onClose }: { productId?: number; onClose(): void }) {
  const { t } = useTranslation();
  const adjust = useAdjustStock();
  const initialValues: AdjustValues = { product_id: productId, mode: 'add', reason: 'received', note: '' };

  return (
    <EditModal<AdjustValues>
      title={t('admin.stock.adjust')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) => adjust.mutateAsync(stockAdjustBody.parse(values))}
    >
      <Form.Item name="product_id" label={t('admin.stock.product')} rules={[{ required: true, message: t('validation.required') }]}>
        <ProductPicker />
      </Form.Item>
      <SkuFields />
      <Form.Item name="mode" label={t('admin.stock.adjust_mode')} rules={rules('mode')}>
        <Radio.Group optionType="button" options={STOCK_ADJUST_MODES.map((mode) => ({ value: mode, label: t(`admin.stock.mode_${mode}`) }))} />
      </Form.Item>
      <Form.Item name="quantity" label={t('admin.stock.quantity')} rules={rules('quantity')}>
        <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="reason" label={t('admin.stock.reason')} rules={rules('reason')}>
        <Select options={STOCK_ADJUST_REASONS.map((reason) => ({ value: reason, label: t(`admin.stock.reason_${reason}`) }))} />
      </Form.Item>
      <Form.Item name="note" label={t('admin.stock.note')} rules={rules('note')}>
        <Input maxLength={200} />
      </Form.Item>
    </EditModal>
  );
}
