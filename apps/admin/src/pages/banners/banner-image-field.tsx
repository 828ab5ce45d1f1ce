import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_SIZE, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@roamcart/contracts';
import { ApiError } from '../../api/client.ts';
import { uploadBannerImage } from '../../api/content.ts';
import { imageSize } from '../../lib/image-size.ts';

interface BannerImageFieldProps {
  value?: string;
  onChange?: (url: string) => void;
}

/** Uploads a banner image after checking it here first: JPG/PNG/WEBP, at most 4 MB, exactly 750x485. */
export function BannerImageField({ value, onChange }: BannerImageFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { width, height } = BANNER_IMAGE_SIZE;

  async function check(file: File): Promise<string | null> {
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return t('validation.file_type');
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) return t('validation.file_size');
    const size = await imageSize(file).catch(() => null);
    if (!size) return t('validation.file_type');
    if (size.width !== width || size.height !== height) return t('validation.image_size', { width, height });
    return null;
  }

  async function upload(file: File) {
    setProblem(null);
    const refusal = await check(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadBannerImage(file);
      onChange?.(stored.url);
    } catch (error) {
      // A refusal of the file itself shows here; the API client has shown any other.
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setProblem(Object.values(error.fields).join(' '));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Flex vertical gap={8}>
      <Upload
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? t('admin.banners.replace_image') : t('admin.banners.upload_image')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('admin.banners.image_hint', { width, height })}</Typography.Text>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}
