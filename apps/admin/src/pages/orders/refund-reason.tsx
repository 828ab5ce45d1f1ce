import { Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundView } from '@roamcart/contracts';
import { ClippedText } from '../../components/table-cells.tsx';

const THUMBNAIL = 32;

/** Why the customer asks for money back, with the pictures they sent (each opens larger). */
export function RefundReason({ refund }: { refund: RefundView }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <ClippedText text={refund.reason} maxWidth={220} />
      </div>
      {refund.images.length > 0 && (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {refund.images.map((url, index) => (
              <Image key={url} src={url} width={THUMBNAIL} height={THUMBNAIL} style={{ objectFit: 'cover' }} alt={t('admin.refunds.image_alt', { no: refund.sub_order_no, number: index + 1 })} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </>
  );
}
