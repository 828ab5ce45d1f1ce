import { Button, Form, Select, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedListQuery } from '../../api/resource.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { NamesEditor, type NamesEditorProps } from './names-editor.tsx';

interface ReferenceRow {
  code: string;
  enabled: boolean;
}

/** What the enabled switch needs of its mutation: the call, and which row it is busy with. */
interface EnableMutation {
  mutate(body: { code: string; enabled: boolean }): void;
  isPending: boolean;
  variables?: { code: string };
}

interface ReferenceDataPageProps<Row extends ReferenceRow, Body> {
  title: string;
  listQuery: PagedListQuery<Row>;
  /** Who may enable, disable and rename. */
  permission: string;
  /** The row's own columns; the enabled switch and the rename action follow them. */
  columns: ColumnsType<Row>;
  /** The filters before the status filter every reference list has. */
  filters: ReactNode;
  /** The enabled column's title, the accessible name of a row's switch, and the rename link. */
  labels: { enabled: string; switchFor(code: string): string; renameAction: string };
  enable: EnableMutation;
  /** The names editor of a row. */
  rename(row: Row): Omit<NamesEditorProps<Body>, 'onClose'>;
}

/** A list of reference data (airlines, airports): enabled rows are offered to travellers and flights; names can be given per language. */
export function ReferenceDataPage<Row extends ReferenceRow, Body>({ title, listQuery, permission, columns, filters, labels, enable, rename }: ReferenceDataPageProps<Row, Body>) {
  const { t } = useTranslation();
  const can = useCan();
  const { query, rows, pagination, search } = usePagedList(listQuery);
  const [renaming, setRenaming] = useState<Row | null>(null);
  const allColumns: ColumnsType<Row> = [
    ...columns,
    {
      dataIndex: 'enabled',
      title: labels.enabled,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={!can(permission)}
          loading={enable.isPending && enable.variables?.code === row.code}
          aria-label={labels.switchFor(row.code)}
          onChange={(checked) => enable.mutate({ code: row.code, enabled: checked })}
        />
      ),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      render: (_, row) => (
        <Can permission={permission}>
          <Button type="link" size="small" onClick={() => setRenaming(row)}>
            {labels.renameAction}
          </Button>
        </Can>
      ),
    },
  ];
  return (
    <PageContainer title={title}>
      <FilterForm onSearch={search}>
        {filters}
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
      <Table<Row> rowKey="code" columns={allColumns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
      {renaming && <NamesEditor<Body> {...rename(renaming)} onClose={() => setRenaming(null)} />}
    </PageContainer>
  );
}
