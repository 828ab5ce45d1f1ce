import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from './filter-form.tsx';
import { useTravelStatusOptions } from './travel-order-status.tsx';

/** The order number as a link that opens the order's details. */
export function OrderNoLink({ orderNo, onOpen }: { orderNo: string; onOpen(orderNo: string): void }) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(orderNo)}>
      {orderNo}
    </Button>
  );
}

/** The filters of a travel order list (hotel bookings, ticket orders): the order number, a keyword (`keywordHint` says what it searches) and the state. */
export function TravelOrderFilters({ keywordHint, onSearch }: { keywordHint: string; onSearch(values: Record<string, unknown>): void }) {
  const { t } = useTranslation();
  const statusOptions = useTravelStatusOptions();
  return (
    <FilterForm onSearch={onSearch}>
      <Form.Item name="order_no" label={t('admin.orders.order_no')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="keyword" label={t('admin.common.keyword')}>
        <Input allowClear maxLength={100} placeholder={keywordHint} />
      </Form.Item>
      <Form.Item name="status" label={t('admin.common.status')}>
        <Select allowClear options={statusOptions} style={{ width: 200 }} />
      </Form.Item>
    </FilterForm>
  );
}
