import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadOrderDocument } from '../../api/orders.ts';

const DOCUMENTS = [
  { kind: 'packingSlip', label: 'admin.orders.packing_slip' },
  { kind: 'invoice', label: 'admin.orders.invoice' },
] as const;

/** Downloads the order's packing slip and invoice: PDFs in the customer's language and currency. */
export function OrderDocumentButtons({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<string | null>(null);

  async function download(kind: (typeof DOCUMENTS)[number]['kind']) {
    setLoading(kind);
    try {
      await downloadOrderDocument(kind, orderNo);
    } catch {
      // The client has already said what went wrong.
    } finally {
      setLoading(null);
    }
  }

  return DOCUMENTS.map(({ kind, label }) => (
    <Button key={kind} icon={<FilePdfOutlined />} loading={loading === kind} onClick={() => void download(kind)}>
      {t(label)}
    </Button>
  ));
}
