import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOODS_MEDIA_SIZE, UPLOAD_VIDEO_TYPES } from '@roamcart/contracts';
import { uploadGoodsVideo } from '../../../api/products.ts';
import { uploadRefusal, videoFileProblem } from '../../../lib/upload-check.ts';

interface VideoFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}

/** The product's optional video: one MP4 of 750x485, at most 20 MB, played back here once uploaded. */
export function VideoField({ value = '', onChange, id }: VideoFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    const refusal = videoFileProblem(file, t);
    setProblem(refusal);
    if (refusal) return;
    setUploading(true);
    try {
      onChange?.((await uploadGoodsVideo(file)).url);
    } catch (error) {
      setProblem(uploadRefusal(error));
    } finally {
      setUploading(false);
    }
  }

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
