import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES } from '@roamcart/contracts';
import { imageFileProblem } from '../lib/upload-check.ts';
import { useCheckedUpload } from './use-checked-upload.ts';

interface ImageUploadFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  /** Stores the file and answers its URL. */
  uploadFile(file: File): Promise<{ url: string }>;
  /** A size the image must have exactly (banners); any size otherwise. */
  exactSize?: { width: number; height: number };
  hint?: string;
  /** Width of the thumbnail of the current image; none when 0. */
  previewWidth?: number;
}

/** Uploads an image after checking it here first: JPG/PNG/WEBP, at most 4 MB, and the exact size when one is asked. */
export function ImageUploadField({ value, onChange, uploadFile, exactSize, hint, previewWidth = 0 }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const { problem, uploading, upload } = useCheckedUpload({ check: (file) => imageFileProblem(file, t, exactSize), store: uploadFile, onUploaded: (url) => onChange?.(url) });

  return (
    <Flex vertical gap={8} align="start">
      {value && previewWidth > 0 && <Image src={value} alt="" width={previewWidth} />}
      <Upload
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? t('admin.common.replace_image') : t('admin.common.upload_image')}
        </Button>
      </Upload>
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}
