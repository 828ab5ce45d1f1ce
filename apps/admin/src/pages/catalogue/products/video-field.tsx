import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { GOODS_MEDIA_SIZE, UPLOAD_VIDEO_TYPES } from '@roamcart/contracts';
import { uploadGoodsVideo } from '../../../api/products.ts';
import { useCheckedUpload } from '../../../components/use-checked-upload.ts';
import { videoFileProblem } from '../../../lib/upload-check.ts';

interface VideoFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}

/** The product's optional video: one MP4 of 750x485, at most 20 MB, played back here once uploaded. */
export function VideoField({ value = '', onChange, id }: VideoFieldProps) {
  const { t } = useTranslation();
  const { problem, uploading, upload } = useCheckedUpload({ check: (file) => videoFileProblem(file, t), store: uploadGoodsVideo, onUploaded: (url) => onChange?.(url) });

  return (
    <Flex vertical gap={8} id={id}>
      {value && (
        <video src={value} controls preload="metadata" width={300} height={Math.round((300 * GOODS_MEDIA_SIZE.height) / GOODS_MEDIA_SIZE.width)} style={{ background: '#000' }} />
      )}
      <Space>
        <Upload
          accept={UPLOAD_VIDEO_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {value ? t('admin.products.video_replace') : t('admin.products.video_upload')}
          </Button>
        </Upload>
        {value && (
          <Button danger icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            {t('admin.products.remove')}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{t('admin.products.video_hint', GOODS_MEDIA_SIZE)}</Typography.Text>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}
