import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_SIZE } from '@roamcart/contracts';
import { uploadBannerImage } from '../../api/content.ts';
import { ImageUploadField } from '../../components/image-upload-field.tsx';

interface BannerImageFieldProps {
  value?: string;
  onChange?: (url: string) => void;
}

/** A banner image: exactly 750x485. */
export function BannerImageField({ value, onChange }: BannerImageFieldProps) {
  const { t } = useTranslation();
  return (
    <ImageUploadField value={value} onChange={onChange} uploadFile={uploadBannerImage} exactSize={BANNER_IMAGE_SIZE} hint={t('admin.banners.image_hint', BANNER_IMAGE_SIZE)} />
  );
}
