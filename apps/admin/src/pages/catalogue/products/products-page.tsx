import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Form, Image, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES, PRODUCT_STOCK_STATES, type ProductAdminRow } from '@roamcart/contracts';
import { announceFieldErrors, type Query } from '../../../api/client.ts';
import { productsResource, useBulkDeleteProducts, useBulkProductStatus, useDuplicateProduct, useSetProductStatus } from '../../../api/products.ts';
import { BulkBar, ConfirmedBulkButton, downloadRowsCsv, useRowSelection, withSorting } from '../../../components/bulk-actions.tsx';
import { CategorySelect, useCategories } from '../../../components/category-select.tsx';
import { FilterForm } from '../../../components/filter-form.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { KeywordFilter } from '../../../components/status.tsx';
import { ClippedText, actionsColumn } from '../../../components/table-cells.tsx';
import { usePagedList } from '../../../components/use-paged-list.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { Can } from '../../../session/can.tsx';
import { useCan } from '../../../session/session.ts';
import { useBaseCurrency } from '../../../startup/startup-context.tsx';
import { StockAdjustModal } from '../stock-adjust-modal.tsx';
import { ProductCsvButtons } from './product-csv-buttons.tsx';
import { ProductEditor } from './product-editor.tsx';

/** The new-arrival filter's two choices, sent as the query's `is_new`. */
const NEW_CHOICES = ['true', 'false'] as const;

/** Goods with their filters, online/offline switch, and the editor in a drawer. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const currency = useBaseCurrency();
  const categories = useCategories();
  const list = usePagedList(productsResource.listQuery);
  const { query, rows, pagination, search, filters } = list;
  const selection = useRowSelection((row: ProductAdminRow) => row.id, list);
  const bulkStatus = useBulkProductStatus();
  const bulkDelete = useBulkDeleteProducts();
  const setStatus = useSetProductStatus();
  const remove = productsResource.useRemove();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [adjusting, setAdjusting] = useState<number | null>(null);
  const duplicate = useDuplicateProduct();

  /** Copies the goods, then opens the copy in the editor. */
  async function duplicateRow(row: ProductAdminRow) {
    try {
      const copy = await duplicate.mutateAsync(row.id);
      message.success(t('admin.products.duplicated'));
      if (can('products:detail')) setEditing({ id: copy.id });
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    }
  }

  async function toggleStatus(row: ProductAdminRow, online: boolean) {
    try {
      await setStatus.mutateAsync({ ids: [row.id], status: online ? 'online' : 'offline' });
      message.success(t('success'));
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    }
  }

  const columns: ColumnsType<ProductAdminRow> = [
    { dataIndex: 'image', title: t('admin.products.cover'), render: (url: string, row) => url && <Image src={url} alt={row.name} width={62} height={40} style={{ objectFit: 'cover' }} /> },
    {
      dataIndex: 'name',
      title: t('admin.common.name'),
      render: (name: string, row) => (
        <Flex vertical>
          <Space size={4}>
            <ClippedText text={name} maxWidth={180} />
            {row.is_new && <Tag color="blue">{t('admin.products.new_tag')}</Tag>}
          </Space>
          {/* The id, for links such as a banner's /goodsdetail?id= */}
          <Typography.Text type="secondary">#{row.id}</Typography.Text>
        </Flex>
      ),
    },
    { dataIndex: 'category_id', title: t('admin.products.category'), render: (id: number) => <ClippedText text={categories.name(id)} maxWidth={120} /> },
    {
      dataIndex: 'price',
      title: t('admin.products.price'),
      align: 'right',
      // The market price, when set, under the price as the shop shows it: struck through.
      render: (price: string, row) => (
        <Flex vertical>
          <span>{formatMoney(price, currency)}</span>
          {/[1-9]/.test(row.market_price) && (
            <Typography.Text type="secondary" delete title={t('admin.products.market_price')}>
              {formatMoney(row.market_price, currency)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      dataIndex: 'stock',
      title: t('admin.products.stock'),
      align: 'right',
      render: (stock: number) => (stock > 0 ? formatCount(stock) : <Tag color="red">{t('admin.products.stock_state.sold_out')}</Tag>),
    },
    { dataIndex: 'sales_volume', title: t('admin.products.sales'), align: 'right', render: (sales: number) => formatCount(sales) },
    {
      dataIndex: 'status',
      title: t('admin.common.status'),
      render: (status: ProductAdminRow['status'], row) =>
        can('products:status') ? (
          <Switch
            checked={status === 'online'}
            checkedChildren={t('admin.products.status.online')}
            unCheckedChildren={t('admin.products.status.offline')}
            aria-label={t('admin.products.online_switch', { name: row.name })}
            onChange={(online) => toggleStatus(row, online)}
          />
        ) : (
          <Tag color={status === 'online' ? 'green' : 'default'}>{t(`admin.products.status.${status}`)}</Tag>
        ),
    },
  ];
  const moreActions = [
    ...(can('products:save') ? [{ key: 'duplicate', label: t('admin.products.duplicate') }] : []),
    ...(can('stock:adjust', 'products:detail') ? [{ key: 'adjust_stock', label: t('admin.stock.adjust') }] : []),
  ];
  if (can('products:detail', 'products:save') || can('products:delete') || moreActions.length > 0) {
    columns.push(
      actionsColumn<ProductAdminRow>(t('admin.common.actions'), (row) => (
        <RowActions
          savePermission="products:save"
          deletePermission="products:delete"
          onEdit={can('products:detail') ? () => setEditing({ id: row.id }) : undefined}
          onDelete={() => remove.mutateAsync(row.id)}
        >
          {moreActions.length > 0 && (
            // Behind one link, so the row's actions keep to one line on a laptop.
            <Dropdown
              trigger={['click']}
              menu={{
                items: moreActions,
                onClick: ({ key }) => {
                  if (key === 'duplicate') void duplicateRow(row);
                  else setAdjusting(row.id);
                },
              }}
            >
              <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('admin.products.more_actions', { name: row.name })} />
            </Dropdown>
          )}
        </RowActions>
      )),
    );
  }

  return (
    <PageContainer
      title={t('menu.products')}
      extra={
        <Space wrap>
          <ProductCsvButtons filters={filters} />
          <Can permission="products:save">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
              {t('admin.common.create')}
            </Button>
          </Can>
        </Space>
      }
    >
      <FilterForm onSearch={(values) => search(values as Query)}>
        <KeywordFilter />
        {can('categories:list') && (
          <Form.Item name="category_id" label={t('admin.products.category')}>
            <CategorySelect allowClear style={{ width: 180 }} />
          </Form.Item>
        )}
        <Form.Item name="status" label={t('admin.common.status')}>
          <Select allowClear style={{ width: 120 }} options={PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`admin.products.status.${status}`) }))} />
        </Form.Item>
        <Form.Item name="is_new" label={t('admin.products.is_new')}>
          <Select allowClear style={{ width: 120 }} options={NEW_CHOICES.map((choice) => ({ value: choice, label: t(`admin.products.is_new_${choice}`) }))} />
        </Form.Item>
        <Form.Item name="stock_state" label={t('admin.products.stock')}>
          <Select allowClear style={{ width: 120 }} options={PRODUCT_STOCK_STATES.map((state) => ({ value: state, label: t(`admin.products.stock_state.${state}`) }))} />
        </Form.Item>
      </FilterForm>
      {/* The export names the category, as the list does, rather than giving its id. */}
      <BulkBar count={selection.selectedKeys.length} onClear={selection.clear} onExport={() => downloadRowsCsv('goods.csv', columns, selection.selectedRows, { category_id: (row) => categories.name(row.category_id) })}>
        {can('products:status') &&
          PRODUCT_STATUSES.map((status) => (
            <ConfirmedBulkButton
              key={status}
              label={t(`admin.bulk.set_${status}`)}
              confirm={t(`admin.bulk.set_${status}_confirm`, { shown: formatCount(selection.selectedKeys.length) })}
              act={() => bulkStatus.mutateAsync({ ids: selection.selectedKeys, status })}
              onDone={selection.clear}
            />
          ))}
        {can('products:delete') && (
          <ConfirmedBulkButton
            label={t('admin.bulk.delete')}
            confirm={t('admin.bulk.delete_confirm', { shown: formatCount(selection.selectedKeys.length) })}
            danger
            act={() => bulkDelete.mutateAsync(selection.selectedKeys)}
            onDone={selection.clear}
          />
        )}
      </BulkBar>
      <Table<ProductAdminRow>
        rowKey="id"
        columns={withSorting(columns, ['price', 'stock', 'sales_volume'], list.sortable)}
        dataSource={rows}
        loading={query.isFetching}
        pagination={pagination}
        onChange={list.onChange}
        rowSelection={selection.rowSelection}
        scroll={{ x: 'max-content' }}
      />
      {editing && <ProductEditor id={editing.id} onClose={() => setEditing(null)} />}
      {adjusting !== null && <StockAdjustModal productId={adjusting} onClose={() => setAdjusting(null)} />}
    </PageContainer>
  );
}
