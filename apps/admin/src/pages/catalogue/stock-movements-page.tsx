import { PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOCK_REASONS, type StockMovementRow } from '@roamcart/contracts';
import type { Query } from '../../api/client.ts';
import { stockMovementListQuery } from '../../api/stock-movements.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { ProductPicker } from '../../components/product-picker.tsx';
import { ClippedText } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { StockAdjustModal } from './stock-adjust-modal.tsx';

function toQuery(values: Record<string, unknown>): Query {
  const { days, ...rest } = values as { days?: [Dayjs, Dayjs] | null } & Query;
  return { ...rest, date_from: days?.[0].format('YYYY-MM-DD'), date_to: days?.[1].format('YYYY-MM-DD') };
}

/** A change with its sign: "+5" in, "-3" out. */
function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : String(delta);
}

export default function StockMovementsPage() {
  const { t } = useTranslation();
  const { query, rows, pagination, search } = usePagedList(stockMovementListQuery);
  const [adjusting, setAdjusting] = useState(false);
  const reasonOptions = STOCK_REASONS.map((reason) => ({ value: reason, label: t(`admin.stock.reason_${reason}`) }));

  const columns: ColumnsType<StockMovementRow> = [
    { dataIndex: 'created_at', title: t('admin.stock.time'), render: formatDateTime },
    {
      key: 'product',
      title: t('admin.stock.product'),
      render: (_, row) => (row.product_name ? <ClippedText text={row.product_name} /> : <Typography.Text type="secondary">#{row.product_id}</Typography.Text>),
    },
    {
      key: 'sku',
      title: t('admin.stock.sku'),
      render: (_, row) => (
        <>
          {row.sku_code ? <Typography.Text code>{row.sku_code}</Typography.Text> : `#${row.sku_id}`} {row.sku_spec && <Typography.Text type="secondary">{row.sku_spec}</Typography.Text>}
        </>
      ),
    },
    { dataIndex: 'before', title: t('admin.stock.before'), align: 'end' },
    { dataIndex: 'delta', title: t('admin.stock.delta'), align: 'end', render: signed },
    { dataIndex: 'after', title: t('admin.stock.after'), align: 'end' },
    { dataIndex: 'reason', title: t('admin.stock.reason'), render: (reason: string) => <Tag>{t(`admin.stock.reason_${reason}`, { defaultValue: reason })}</Tag> },
    { dataIndex: 'reference', title: t('admin.stock.reference'), render: (reference: string) => <ClippedText text={reference} /> },
    { dataIndex: 'note', title: t('admin.stock.note'), render: (note: string) => note && <ClippedText text={note} /> },
    { key: 'actor', title: t('admin.stock.actor'), render: (_, row) => (row.actor === 'system' ? t('admin.stock.system') : <ClippedText text={row.actor_name || row.actor} />) },
  ];

  return (
    <PageContainer
      title={t('menu.stock_movements')}
      extra={
        <Can permission={['stock:adjust', 'products:detail']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdjusting(true)}>
            {t('admin.stock.adjust')}
          </Button>
        </Can>
      }
    >
      <FilterForm onSearch={(values) => search(toQuery(values))}>
        <Form.Item name="product_id" label={t('admin.stock.product')}>
          <ProductPicker />
        </Form.Item>
        <Form.Item name="sku_code" label={t('admin.stock.sku_code')}>
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="reason" label={t('admin.stock.reason')}>
          <Select allowClear options={reasonOptions} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="days" label={t('admin.stock.days')}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterForm>
      <Table<StockMovementRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
      {adjusting && <StockAdjustModal onClose={() => setAdjusting(false)} />}
    </PageContainer>
  );
}
