import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { carrierSaveBody, type CarrierRow, type RecordStatus, type z } from '@roamcart/contracts';
import { carriersResource } from '../../api/carriers.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { KeywordFilter, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { ClippedText } from '../../components/table-cells.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof carrierSaveBody>;
const rules = zodRules(carrierSaveBody);

/** The carriers the ship form offers (the active ones), with the tracking page each parcel's number links to. */
export default function CarriersPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<CarrierRow, Values, z.infer<typeof carrierSaveBody>, number>
      title={t('menu.carriers')}
      dialogTitles={{ create: t('admin.carriers.new'), edit: t('admin.carriers.edit') }}
      resource={carriersResource}
      rowId={(row) => row.id}
      savePermission="carriers:save"
      deletePermission="carriers:delete"
      filters={<KeywordFilter />}
      columns={[
        { dataIndex: 'name', title: t('admin.carriers.name') },
        {
          dataIndex: 'tracking_url_pattern',
          title: t('admin.carriers.tracking_url_pattern'),
          render: (pattern: string) => (pattern ? <ClippedText text={pattern} maxWidth={260} /> : '–'),
        },
        { dataIndex: 'sort', title: t('admin.common.sort') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        initialValues: (row) =>
          row ? { name: row.name, tracking_url_pattern: row.tracking_url_pattern, sort: row.sort, status: row.status } : { name: '', tracking_url_pattern: '', sort: 0, status: 'active' },
        toBody: (values, row) => carrierSaveBody.parse({ ...values, id: row?.id }),
        fields: () => (
          <>
            <Form.Item name="name" label={t('admin.carriers.name')} rules={rules('name')} extra={t('admin.carriers.name_hint')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="tracking_url_pattern" label={t('admin.carriers.tracking_url_pattern')} rules={rules('tracking_url_pattern')} extra={t('admin.carriers.tracking_url_pattern_hint')}>
              <Input maxLength={500} dir="ltr" />
            </Form.Item>
            <SortStatusFields rules={rules} />
          </>
        ),
      }}
    />
  );
}
