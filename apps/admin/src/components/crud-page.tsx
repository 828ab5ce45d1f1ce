import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/client.ts';
import type { Resource } from '../api/resource.ts';
import type { CsvTexts } from '../lib/rows-csv.ts';
import { Can } from '../session/can.tsx';
import { useCan } from '../session/session.ts';
import { BulkBar, downloadRowsCsv, useRowSelection, withSorting } from './bulk-actions.tsx';
import { EditModal } from './edit-modal.tsx';
import { FilterForm } from './filter-form.tsx';
import { PageContainer } from './page-container.tsx';
import { RowActions } from './row-actions.tsx';
import { actionsColumn } from './table-cells.tsx';
import { usePagedList } from './use-paged-list.ts';

interface CrudEditor<Row, Values extends object, SaveBody> {
  initialValues(row: Row | null): Partial<Values>;
  fields(row: Row | null): ReactNode;
  toBody(values: Values, row: Row | null): SaveBody;
  width?: number;
}

interface CrudPageProps<Row extends object, Values extends object, SaveBody, Id extends string | number> {
  title: string;
  /** The editor's titles, named after the record ("New role", "Edit role"). */
  dialogTitles: { create: string; edit: string };
  resource: Resource<Row, SaveBody, Id>;
  /** What identifies a row for the table and for delete. */
  rowId(row: Row): Id;
  savePermission: string;
  deletePermission?: string;
  columns: ColumnsType<Row>;
  editor: CrudEditor<Row, Values, SaveBody>;
  /** Form items of the search form; `toQuery` maps its values to list parameters. */
  filters?: ReactNode;
  toQuery?: (values: Record<string, unknown>) => Query;
  rowActions?: (row: Row) => ReactNode;
  /** Rows that cannot be edited or deleted (built-in records) get no such links. */
  rowLocked?: (row: Row) => boolean;
  /** Whether the edit form can be filled for this row (it may need another permission to load). */
  rowEditable?: (row: Row) => boolean;
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource'>;
  /** Columns the server sorts by, named by their key or data index (the list's `sort` values). */
  sortable?: readonly string[];
  /** Rows can be ticked (on several pages): exported as CSV (`exportName`, with `exportTexts` for columns whose field is not what they show), and given the page's bulk `actions`. */
  bulk?: { exportName: string; exportTexts?: CsvTexts<Row>; actions?: (ids: Id[], done: () => void) => ReactNode };
}

/** A resource's list with search, paging, and create / edit / delete through a modal form. */
export function CrudPage<Row extends object, Values extends object, SaveBody, Id extends string | number>({
  title,
  dialogTitles,
  resource,
  rowId,
  savePermission,
  deletePermission,
  columns,
  editor,
  filters,
  toQuery = (values) => values as Query,
  rowActions,
  rowLocked = () => false,
  rowEditable = () => true,
  tableProps,
  sortable = [],
  bulk,
}: CrudPageProps<Row, Values, SaveBody, Id>) {
  const { t } = useTranslation();
  const can = useCan();
  const list = usePagedList(resource.listQuery);
  const { query, rows, pagination, search } = list;
  const selection = useRowSelection(rowId, list);
  const save = resource.useSave();
  const remove = resource.useRemove();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);

  const withActions = can(savePermission) || (deletePermission !== undefined && can(deletePermission)) || rowActions !== undefined;
  const shownColumns = withSorting(columns, sortable, list.sortable);
  const allColumns: ColumnsType<Row> = withActions
    ? [
        ...shownColumns,
        actionsColumn<Row>(t('admin.common.actions'), (row) => (
          <RowActions
            savePermission={savePermission}
            deletePermission={deletePermission}
            onEdit={rowLocked(row) || !rowEditable(row) ? undefined : () => setEditing({ row })}
            onDelete={deletePermission && !rowLocked(row) ? () => remove.mutateAsync(rowId(row)) : undefined}
          >
            {rowActions?.(row)}
          </RowActions>
        )),
      ]
    : shownColumns;

  return (
    <PageContainer
      title={title}
      extra={
        <Can permission={savePermission}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            {t('admin.common.create')}
          </Button>
        </Can>
      }
    >
      {filters && <FilterForm onSearch={(values) => search(toQuery(values))}>{filters}</FilterForm>}
      {bulk && (
        <BulkBar count={selection.selectedKeys.length} onClear={selection.clear} onExport={() => downloadRowsCsv(`${bulk.exportName}.csv`, columns, selection.selectedRows, bulk.exportTexts)}>
          {bulk.actions?.(selection.selectedKeys, selection.clear)}
        </BulkBar>
      )}
      <Table<Row>
        rowKey={rowId}
        columns={allColumns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={pagination}
        onChange={list.onChange}
        rowSelection={bulk ? selection.rowSelection : undefined}
        scroll={{ x: 'max-content' }}
        {...tableProps}
      />
      {editing && (
        <EditModal<Values>
          title={editing.row ? dialogTitles.edit : dialogTitles.create}
          width={editor.width}
          initialValues={editor.initialValues(editing.row)}
          onClose={() => setEditing(null)}
          onSubmit={(values) => save.mutateAsync(editor.toBody(values, editing.row))}
        >
          {editor.fields(editing.row)}
        </EditModal>
      )}
    </PageContainer>
  );
}
