import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Popconfirm, Space, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_MAX, type BulkResult } from '@roamcart/contracts';
import { announceFieldErrors, type Query } from '../api/client.ts';
import { formatCount } from '../lib/format.ts';
import { downloadText } from '../lib/download.ts';
import { keptSelection } from '../lib/kept-selection.ts';
import { rowsCsv, type CsvTexts } from '../lib/rows-csv.ts';

/**
 * The rows ticked in a list's table, kept over its pages and sorting so that a bulk action or an
 * export takes them all. New filters start a new selection: rows ticked before may not be in the list.
 */
export function useRowSelection<Row, Key extends string | number>(rowKey: (row: Row) => Key, list: { rows: readonly Row[]; filters: Query }) {
  const scope = JSON.stringify(Object.entries(list.filters).sort());
  const [selection, setSelection] = useState<{ scope: string; rows: ReadonlyMap<Key, Row> }>({ scope, rows: new Map() });
  // Dropped, not just hidden, so that going back to the earlier filters does not bring it back.
  if (selection.scope !== scope) setSelection({ scope, rows: new Map() });
  const kept = selection.scope === scope ? selection.rows : new Map<Key, Row>();
  const selectedKeys = [...kept.keys()];
  const rowSelection: TableProps<Row>['rowSelection'] = {
    preserveSelectedRowKeys: true,
    selectedRowKeys: selectedKeys,
    onChange: (next) => setSelection({ scope, rows: keptSelection(kept, next as Key[], list.rows, rowKey) }),
  };
  return {
    rowSelection,
    selectedKeys,
    selectedRows: [...keptSelection(kept, selectedKeys, list.rows, rowKey).values()],
    clear: () => setSelection({ scope, rows: new Map() }),
  };
}

/** Downloads the rows as a CSV of the table's columns (see rowsCsv for which, and `texts`). */
export function downloadRowsCsv<Row extends object>(filename: string, columns: ColumnsType<Row>, rows: readonly Row[], texts?: CsvTexts<Row>): void {
  downloadText(filename, rowsCsv(columns, rows, texts));
}

/** Says how a bulk action went: all done, or how many were not and why. */
export function useBulkFeedback() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  return (result: BulkResult) => {
    const refused = result.results.filter((item) => !item.ok);
    if (refused.length === 0) {
      message.success(t('admin.bulk.done', { done: result.results.length }));
      return;
    }
    modal.warning({
      title: t('admin.bulk.partly_done', { done: result.results.length - refused.length, refused: refused.length }),
      content: (
        <ul>
          {refused.map((item) => (
            <li key={item.id}>
              <bdi>#{item.id}</bdi>: {item.msg}
            </li>
          ))}
        </ul>
      ),
      okText: t('admin.common.confirm'),
    });
  };
}

interface BulkBarProps {
  count: number;
  onClear(): void;
  /** Downloads the selected rows as CSV. */
  onExport(): void;
  children?: ReactNode;
}

/**
 * Above a table while rows are ticked (on any of its pages): how many, what can be done to them, and
 * clearing the selection. Past what one bulk action takes, only the export is offered.
 */
export function BulkBar({ count, onClear, onExport, children }: BulkBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const tooMany = count > BULK_MAX;
  return (
    <Alert
      type={tooMany ? 'warning' : 'info'}
      style={{ marginBottom: 16 }}
      message={t('admin.bulk.selected', { shown: formatCount(count) })}
      description={tooMany && t('admin.bulk.too_many', { max: formatCount(BULK_MAX) })}
      action={
        <Space wrap>
          {!tooMany && children}
          <Button size="small" icon={<DownloadOutlined />} onClick={onExport}>
            {t('admin.bulk.export_csv')}
          </Button>
          <Button size="small" type="link" onClick={onClear}>
            {t('admin.bulk.clear')}
          </Button>
        </Space>
      }
    />
  );
}

/** A bulk action asking first (delete): runs `act`, reports per row, clears the selection. */
export function ConfirmedBulkButton({ label, confirm, danger, act, onDone }: { label: string; confirm: string; danger?: boolean; act(): Promise<BulkResult>; onDone(): void }) {
  const { t } = useTranslation();
  const feedback = useBulkFeedback();
  const [running, setRunning] = useState(false);
  async function run() {
    setRunning(true);
    try {
      feedback(await act());
      onDone();
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    } finally {
      setRunning(false);
    }
  }
  return (
    <Popconfirm title={confirm} okText={t('admin.common.confirm')} cancelText={t('admin.common.cancel')} onConfirm={run}>
      <Button size="small" danger={danger} loading={running}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/** The table's columns with sorting on those the server sorts by (`sortable(field)` of the list, `fields` by column key or data index). */
export function withSorting<Row>(columns: ColumnsType<Row>, fields: readonly string[], sortable: (field: string) => object): ColumnsType<Row> {
  return columns.map((column) => {
    const name = column.key ?? ('dataIndex' in column && typeof column.dataIndex === 'string' ? column.dataIndex : undefined);
    return typeof name === 'string' && fields.includes(name) ? { ...column, ...sortable(name) } : column;
  });
}
