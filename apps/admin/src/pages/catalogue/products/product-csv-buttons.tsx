import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, List } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Query } from '../../../api/client.ts';
import { exportProducts, useImportProducts } from '../../../api/products.ts';
import { downloadText } from '../../../lib/download.ts';
import { Can } from '../../../session/can.tsx';

/** `rows.<row>.<column>` of an import's refusal, as "Row 3, price". */
const CELL_FIELD = /^rows\.(\d+)\.(.+)$/;

/** Export of the goods the list's filters match, and import of such a file, each with its permission. */
export function ProductCsvButtons({ filters }: { filters: Query }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const importProducts = useImportProducts();
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);

  async function downloadCsv() {
    setExporting(true);
    try {
      const { filename, csv } = await exportProducts(filters);
      downloadText(filename, csv);
      message.success(t('admin.products.exported'));
    } catch {
      // The API client has shown the refusal.
    } finally {
      setExporting(false);
    }
  }

  function showCellErrors(fields: Record<string, string>) {
    const lines = Object.entries(fields).map(([field, text]) => {
      const cell = CELL_FIELD.exec(field);
      return cell ? t('admin.products.import_cell_error', { row: cell[1], column: cell[2], message: text }) : text;
    });
    modal.error({
      title: t('admin.products.import_refused'),
      width: 640,
      content: <List size="small" dataSource={lines} renderItem={(line) => <List.Item>{line}</List.Item>} style={{ maxHeight: 360, overflow: 'auto' }} />,
    });
  }

  async function upload(file: File) {
    try {
      const result = await importProducts.mutateAsync(await file.text());
      message.success(t('admin.products.imported', result));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showCellErrors(error.fields);
    }
  }

  return (
    <>
      <Can permission="products:export">
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={downloadCsv}>
          {t('admin.products.export_csv')}
        </Button>
      </Can>
      <Can permission="products:import">
        <Button icon={<UploadOutlined />} loading={importProducts.isPending} onClick={() => fileInput.current?.click()}>
          {t('admin.products.import_csv')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Can>
    </>
  );
}
