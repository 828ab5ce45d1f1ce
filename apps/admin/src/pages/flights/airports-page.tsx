import { Button, Form, Input, Select, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { airportSaveBody, type AirportAdminRow } from '@roamcart/contracts';
import { airportListQuery, useEnableAirport, useSaveAirport } from '../../api/flights.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { NamesEditor } from './names-editor.tsx';

/** An airport's name and city per language (the packages give them in English). */
function AirportRename({ airport, onClose }: { airport: AirportAdminRow; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveAirport();
  return (
    <NamesEditor
      title={t('admin.airports.rename', { code: airport.code })}
      fields={[
        { name: 'name', label: t('admin.common.name'), texts: airport.name_texts },
        { name: 'city', label: t('admin.airports.city'), texts: airport.city_texts },
      ]}
      schema={airportSaveBody}
      toBody={(texts) => ({ code: airport.code, name: texts.name, city: texts.city })}
      save={(body) => save.mutateAsync(body)}
      onClose={onClose}
    />
  );
}

/** The package's airports: only enabled ones are offered to travellers and flights; names and cities can be given per language. */
export default function AirportsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { query, rows, pagination, search } = usePagedList(airportListQuery);
  const enable = useEnableAirport();
  const [renaming, setRenaming] = useState<AirportAdminRow | null>(null);
  const columns: ColumnsType<AirportAdminRow> = [
    { dataIndex: 'code', title: t('admin.airports.code') },
    { dataIndex: 'name', title: t('admin.common.name') },
    { dataIndex: 'city', title: t('admin.airports.city') },
    { dataIndex: 'country', title: t('admin.airports.country') },
    { dataIndex: 'time_zone', title: t('admin.airports.time_zone') },
    { dataIndex: 'flights', title: t('admin.airports.flights'), align: 'end' },
    {
      dataIndex: 'enabled',
      title: t('admin.airports.enabled'),
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={!can('airports:save')}
          loading={enable.isPending && enable.variables?.code === row.code}
          aria-label={t('admin.airports.enable_code', { code: row.code })}
          onChange={(checked) => enable.mutate({ code: row.code, enabled: checked })}
        />
      ),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      render: (_, row) => (
        <Can permission="airports:save">
          <Button type="link" size="small" onClick={() => setRenaming(row)}>
            {t('admin.airports.rename_action')}
          </Button>
        </Can>
      ),
    },
  ];
  return (
    <PageContainer title={t('menu.airports')}>
      <FilterForm onSearch={search}>
        <Form.Item name="keyword" label={t('admin.common.keyword')}>
          <Input allowClear maxLength={50} placeholder={t('admin.airports.keyword_hint')} />
        </Form.Item>
        <Form.Item name="country" label={t('admin.airports.country')}>
          <Input allowClear maxLength={2} style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('admin.common.status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={[
              { value: true, label: t('admin.airports.enabled_only') },
              { value: false, label: t('admin.airports.disabled_only') },
            ]}
          />
        </Form.Item>
      </FilterForm>
      <Table<AirportAdminRow> rowKey="code" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
      {renaming && <AirportRename airport={renaming} onClose={() => setRenaming(null)} />}
    </PageContainer>
  );
}
