import { Button, Form, Input, Select, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { airlineSaveBody, type AirlineAdminRow } from '@roamcart/contracts';
import { airlineListQuery, useSaveAirline } from '../../api/flights.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { NamesEditor } from './names-editor.tsx';

/** An airline's name per language. */
function AirlineRename({ airline, onClose }: { airline: AirlineAdminRow; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveAirline();
  return (
    <NamesEditor
      title={t('admin.airlines.rename', { code: airline.code })}
      fields={[{ name: 'name', label: t('admin.common.name'), texts: airline.name }]}
      schema={airlineSaveBody}
      toBody={(texts) => ({ code: airline.code, name: texts.name })}
      save={(body) => save.mutateAsync(body)}
      onClose={onClose}
    />
  );
}

/** Airlines (reference data): enabled ones fly and are searched; names can be given per language. */
export default function AirlinesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { query, rows, pagination, search } = usePagedList(airlineListQuery);
  const save = useSaveAirline();
  const [renaming, setRenaming] = useState<AirlineAdminRow | null>(null);
  const columns: ColumnsType<AirlineAdminRow> = [
    { dataIndex: 'code', title: t('admin.airlines.code') },
    { dataIndex: 'title', title: t('admin.common.name') },
    { dataIndex: 'flights', title: t('admin.airlines.flights'), align: 'end' },
    {
      dataIndex: 'enabled',
      title: t('admin.airlines.enabled'),
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={!can('airlines:save')}
          loading={save.isPending && save.variables?.code === row.code}
          aria-label={t('admin.airlines.enable_code', { code: row.code })}
          onChange={(checked) => save.mutate({ code: row.code, enabled: checked })}
        />
      ),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      render: (_, row) => (
        <Can permission="airlines:save">
          <Button type="link" size="small" onClick={() => setRenaming(row)}>
            {t('admin.airlines.rename_action')}
          </Button>
        </Can>
      ),
    },
  ];
  return (
    <PageContainer title={t('menu.airlines')}>
      <FilterForm onSearch={search}>
        <Form.Item name="keyword" label={t('admin.common.keyword')}>
          <Input allowClear maxLength={50} />
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
      <Table<AirlineAdminRow> rowKey="code" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
      {renaming && <AirlineRename airline={renaming} onClose={() => setRenaming(null)} />}
    </PageContainer>
  );
}
