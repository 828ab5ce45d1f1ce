import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Popconfirm, Space, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, type BulkResult } from '@roamcart/contracts';
import { announceFieldErrors } from '../api/client.ts';
import { formatCount } from '../lib/format.ts';
import { downloadText } from '../lib/download.ts';

/** The rows ticked in a table (on the page shown: a new page, filter or sort starts a new selection). */
export function useRowSelection<Row, Key extends string | number>(rowKey: (row: Row) => Key, shownRows: readonly Row[]) {
  const [keys, setKeys] = useState<Key[]>([]);
  const shown = new Set(shownRows.map(rowKey));
  const selectedKeys = keys.filter((key) => shown.has(key));
  const rowSelection: TableProps<Row>['rowSelection'] = {
    selectedRowKeys: selectedKeys,
    onChange: (next) => setKeys(next as Key[]),
  };
  return { rowSelection, selectedKeys, selectedRows: shownRows.filter((row) => selectedKeys.includes(rowKey(row))), clear: () => setKeys([]) };
}

/** A cell's value as the CSV shows it: lists joined, objects and empties left blank. */
function cellText(value: unknown): string | number {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number').join('; ');
  return '';
}

/** The rows as a CSV of the table's columns that show one field under a text title. */
export function downloadRowsCsv<Row extends object>(filename: string, columns: ColumnsType<Row>, rows: readonly Row[]): void {
  const fields = columns.flatMap((column) => ('dataIndex' in column && typeof column.dataIndex === 'string' && typeof column.title === 'string' ? [{ title: column.title, field: column.dataIndex }] : []));
  const values = rows.map((row) => fields.map(({ field }) => cellText((row as Record<string, unknown>)[field])));
  downloadText(filename, toCsv(fields.map((field) => field.title), values));
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

/** Above a table while rows are ticked: how many, what can be done to them, and clearing the selection. */
export function BulkBar({ count, onClear, onExport, children }: BulkBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      message={t('admin.bulk.selected', { shown: formatCount(count) })}
      action={
        <Space wrap>
          {children}
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
