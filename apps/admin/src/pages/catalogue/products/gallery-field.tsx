import { DeleteOutlined, LeftOutlined, RightOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOODS_MEDIA_SIZE, PRODUCT_IMAGES_MAX, UPLOAD_IMAGE_TYPES } from '@roamcart/contracts';
import { uploadGoodsImage } from '../../../api/products.ts';
import { imageFileProblem, uploadRefusal } from '../../../lib/upload-check.ts';
import { useUiLanguage } from '../../../startup/startup-context.tsx';

interface GalleryFieldProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  id?: string;
}

const THUMB_WIDTH = 150;
const THUMB_HEIGHT = Math.round((THUMB_WIDTH * GOODS_MEDIA_SIZE.height) / GOODS_MEDIA_SIZE.width);

/** The product's gallery: several 750x485 images uploaded at once, put in order, the first being the cover. */
export function GalleryField({ value = [], onChange, id }: GalleryFieldProps) {
  const { t } = useTranslation();
  const { direction } = useUiLanguage();
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const room = PRODUCT_IMAGES_MAX - value.length;

  /** Uploads the files one by one, in the order picked; a refused one is named and the rest go on. */
  async function uploadAll(files: File[]) {
    setUploading(true);
    setProblems([]);
    const added: string[] = [];
    const refused: string[] = [];
    for (const file of files.slice(0, room)) {
      const problem = await imageFileProblem(file, t, GOODS_MEDIA_SIZE);
      if (problem) {
        refused.push(`${file.name}: ${problem}`);
        continue;
      }
      try {
        added.push((await uploadGoodsImage(file)).url);
      } catch (error) {
        const refusal = uploadRefusal(error);
        if (refusal) refused.push(`${file.name}: ${refusal}`);
      }
    }
    setUploading(false);
    setProblems(refused);
    if (added.length) onChange?.([...value, ...added]);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [url] = next.splice(index, 1);
    if (url === undefined) return;
    next.splice(index + by, 0, url);
    onChange?.(next);
  }

  const EarlierIcon = direction === 'rtl' ? RightOutlined : LeftOutlined;
  const LaterIcon = direction === 'rtl' ? LeftOutlined : RightOutlined;

  return (
    <Flex vertical gap={8} id={id}>
      <Flex wrap gap={12}>
        {value.map((url, index) => (
          <Flex key={url} vertical gap={4} align="center" data-testid="gallery-image">
            <Image src={url} width={THUMB_WIDTH} height={THUMB_HEIGHT} alt={t('admin.products.gallery_image', { number: index + 1 })} style={{ objectFit: 'cover' }} />
            <Space size={0}>
              {index === 0 && <Tag color="blue">{t('admin.products.cover')}</Tag>}
              <Button type="text" size="small" icon={<EarlierIcon />} disabled={index === 0} aria-label={t('admin.products.move_earlier')} onClick={() => move(index, -1)} />
              <Button
                type="text"
                size="small"
                icon={<LaterIcon />}
                disabled={index === value.length - 1}
                aria-label={t('admin.products.move_later')}
                onClick={() => move(index, 1)}
              />
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('admin.products.remove')} onClick={() => onChange?.(value.filter((_, at) => at !== index))} />
            </Space>
          </Flex>
        ))}
      </Flex>
      {room > 0 && (
        <Upload
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          multiple
          showUploadList={false}
          beforeUpload={(file, picked) => {
            // Called once per picked file: the whole pick is uploaded on the first call.
            if (file === picked[0]) void uploadAll(picked);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('admin.products.gallery_upload')}
          </Button>
        </Upload>
      )}
      <Typography.Text type="secondary">{t('admin.products.gallery_hint', { ...GOODS_MEDIA_SIZE, max: PRODUCT_IMAGES_MAX })}</Typography.Text>
      {problems.map((problem) => (
        <Typography.Text key={problem} type="danger">
          {problem}
        </Typography.Text>
      ))}
    </Flex>
  );
}
