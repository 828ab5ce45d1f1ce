import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { airportSaveBody, type AirportAdminRow, type AirportSaveBody } from '@roamcart/contracts';
import { airportListQuery, useEnableAirport, useSaveAirport } from '../../api/flights.ts';
import { ReferenceDataPage } from './reference-data-page.tsx';

/**
 * The package's airports: only enabled ones are offered to travellers and flights; names and
 * cities can be given per language over what the server fills in (English names, and cities in
 * every language CLDR names them in), and stay when it starts again.
 */
export default function AirportsPage() {
  const { t } = useTranslation();
  const enable = useEnableAirport();
  const rename = useSaveAirport();
  return (
    <ReferenceDataPage<AirportAdminRow, AirportSaveBody>
      title={t('menu.airports')}
      listQuery={airportListQuery}
      permission="airports:save"
      columns={[
        { dataIndex: 'code', title: t('admin.airports.code') },
        { dataIndex: 'name', title: t('admin.common.name') },
        { dataIndex: 'city', title: t('admin.airports.city') },
        { dataIndex: 'country', title: t('admin.airports.country') },
        { dataIndex: 'time_zone', title: t('admin.airports.time_zone') },
        { dataIndex: 'flights', title: t('admin.airports.flights'), align: 'end' },
      ]}
      filters={
        <>
          <Form.Item name="keyword" label={t('admin.common.keyword')}>
            <Input allowClear maxLength={50} placeholder={t('admin.airports.keyword_hint')} />
          </Form.Item>
          <Form.Item name="country" label={t('admin.airports.country')}>
            <Input allowClear maxLength={2} style={{ width: 80 }} />
          </Form.Item>
        </>
      }
      labels={{ enabled: t('admin.airports.enabled'), switchFor: (code) => t('admin.airports.enable_code', { code }), renameAction: t('admin.airports.rename_action') }}
      enable={enable}
      rename={(airport) => ({
        title: t('admin.airports.rename', { code: airport.code }),
        fields: [
          { name: 'name', label: t('admin.common.name'), texts: airport.name_texts },
          { name: 'city', label: t('admin.airports.city'), texts: airport.city_texts, blankHint: t('admin.airports.city_blank_hint') },
        ],
        schema: airportSaveBody,
        toBody: (texts) => ({ code: airport.code, name: texts.name, city: texts.city }),
        save: rename.mutateAsync,
      })}
    />
  );
}
