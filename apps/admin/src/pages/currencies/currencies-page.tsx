import { Form, Input, InputNumber, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currencySaveBody, type AdminCurrencyRow, type RecordStatus, type z } from '@roamcart/contracts';
import { currenciesResource } from '../../api/system.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { KeywordStatusFilters, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof currencySaveBody>;
const rules = zodRules(currencySaveBody);

export default function CurrenciesPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminCurrencyRow, Values, z.infer<typeof currencySaveBody>, string>
      title={t('menu.currencies')}
      dialogTitles={{ create: t('admin.currencies.new'), edit: t('admin.currencies.edit') }}
      resource={currenciesResource}
      rowId={(row) => row.code}
      savePermission="currencies:save"
      deletePermission="currencies:delete"
      filters={<KeywordStatusFilters />}
      columns={[
        {
          dataIndex: 'code',
          title: t('admin.currencies.code'),
          render: (code: string, row) => (
            <>
              {code} {row.is_base && <Tag color="blue">{t('admin.currencies.base')}</Tag>}
            </>
          ),
        },
        { dataIndex: 'name', title: t('admin.common.name') },
        { dataIndex: 'symbol', title: t('admin.currencies.symbol') },
        { dataIndex: 'unit', title: t('admin.currencies.unit') },
        { dataIndex: 'digits', title: t('admin.currencies.digits') },
        { dataIndex: 'rate', title: t('admin.currencies.rate') },
        { dataIndex: 'sort', title: t('admin.common.sort') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
      ]}
      editor={{
        initialValues: (row) =>
          row
            ? { code: row.code, name: row.name, symbol: row.symbol, unit: row.unit, digits: row.digits, rate: row.rate, status: row.status, sort: row.sort }
            : { digits: 2, status: 'active', sort: 0 },
        toBody: (values, row) => currencySaveBody.parse({ ...values, id: row?.code }),
        fields: (row) => (
          <>
            <Form.Item name="code" label={t('admin.currencies.code')} rules={rules('code')} extra={row ? t('admin.currencies.code_fixed') : undefined}>
              <Input maxLength={10} disabled={Boolean(row)} />
            </Form.Item>
            <Form.Item name="name" label={t('admin.common.name')} rules={rules('name')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="symbol" label={t('admin.currencies.symbol')} rules={rules('symbol')}>
              <Input maxLength={10} />
            </Form.Item>
            <Form.Item name="unit" label={t('admin.currencies.unit')} rules={rules('unit')}>
              <Input maxLength={10} />
            </Form.Item>
            <Form.Item name="digits" label={t('admin.currencies.digits')} rules={rules('digits')}>
              <InputNumber min={0} max={4} precision={0} />
            </Form.Item>
            <Form.Item name="rate" label={t('admin.currencies.rate')} rules={rules('rate')} extra={t('admin.currencies.rate_hint')}>
              <Input inputMode="decimal" />
            </Form.Item>
            <SortStatusFields rules={rules} />
          </>
        ),
      }}
    />
  );
}
