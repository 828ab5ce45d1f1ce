import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { airlineSaveBody, type AirlineAdminRow, type AirlineSaveBody } from '@roamcart/contracts';
import { airlineListQuery, useSaveAirline } from '../../api/flights.ts';
import { ReferenceDataPage } from './reference-data-page.tsx';

/** Airlines (reference data): enabled ones fly and are searched; names can be given per language. */
export default function AirlinesPage() {
  const { t } = useTranslation();
  const enable = useSaveAirline();
  // Its own mutation: a rename being saved does not spin the row's switch.
  const rename = useSaveAirline();
  return (
    <ReferenceDataPage<AirlineAdminRow, AirlineSaveBody>
      title={t('menu.airlines')}
      listQuery={airlineListQuery}
      permission="airlines:save"
      columns={[
        { dataIndex: 'code', title: t('admin.airlines.code') },
        { dataIndex: 'title', title: t('admin.common.name') },
        { dataIndex: 'flights', title: t('admin.airlines.flights'), align: 'end' },
      ]}
      filters={
        <Form.Item name="keyword" label={t('admin.common.keyword')}>
          <Input allowClear maxLength={50} />
        </Form.Item>
      }
      labels={{ enabled: t('admin.airlines.enabled'), switchFor: (code) => t('admin.airlines.enable_code', { code }), renameAction: t('admin.airlines.rename_action') }}
      enable={enable}
      rename={(airline) => ({
        title: t('admin.airlines.rename', { code: airline.code }),
        fields: [{ name: 'name', label: t('admin.common.name'), texts: airline.name }],
        schema: airlineSaveBody,
        toBody: (texts) => ({ code: airline.code, name: texts.name }),
        save: rename.mutateAsync,
      })}
    />
  );
}
