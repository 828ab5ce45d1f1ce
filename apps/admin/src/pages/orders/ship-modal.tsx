import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderShipBody, type OrderShipBody } from '@roamcart/contracts';
import { logisticsCompaniesQuery, useShipOrder } from '../../api/orders.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { zodRules } from '../../lib/zod-form.ts';

const rules = zodRules(orderShipBody);

/** Ships one sub-order: a carrier from the list the parameters keep, and its tracking number. */
export function ShipModal({ subOrderNo, onClose }: { subOrderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const companies = useQuery(logisticsCompaniesQuery());
  const ship = useShipOrder();

  return (
    <EditModal<OrderShipBody>
      title={t('admin.orders.ship_title', { no: subOrderNo })}
      okText={t('admin.orders.ship')}
      initialValues={{ order_no: subOrderNo, logistics_company: '', tracking_no: '' }}
      onClose={onClose}
      onSubmit={(values) => ship.mutateAsync(orderShipBody.parse(values))}
    >
      <Form.Item name="logistics_company" label={t('admin.orders.logistics_company')} rules={rules('logistics_company')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={companies.isPending}
          options={(companies.data ?? []).map((company) => ({ value: company, label: company }))}
          placeholder={t('admin.orders.logistics_company_placeholder')}
        />
      </Form.Item>
      <Form.Item name="tracking_no" label={t('admin.orders.tracking_no')} rules={rules('tracking_no')}>
        <Input maxLength={100} />
      </Form.Item>
    </EditModal>
  );
}
