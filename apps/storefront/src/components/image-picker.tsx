import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@roamcart/contracts';
import { uploadImage } from '../api/upload-image.ts';
import { showToast } from '../lib/notify.ts';

/**
 * Up to `max` pictures, each uploaded as soon as it is chosen (JPG, PNG or WEBP up to 4 MB) and
 * removable again; `images` holds the uploaded URLs.
 */
export function ImagePicker({
  label,
  images,
  max,
  onChange,
  uploadFile = uploadImage,
}: {
  label: string;
  images: string[];
  max: number;
  onChange: (images: string[]) => void;
  /** Where the pictures go: the customer's uploads unless said otherwise (a payment voucher). */
  uploadFile?: (file: Blob) => Promise<{ url: string }>;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, max - images.length);
    event.target.value = '';
    if (files.some((file) => !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))) return showToast(t('validation.file_type'));
    if (files.some((file) => file.size > UPLOAD_IMAGE_MAX_BYTES)) return showToast(t('validation.file_size'));
    setUploading(true);
    try {
      let uploaded = images;
      for (const file of files) {
        const { url } = await uploadFile(file);
        uploaded = [...uploaded, url];
        onChange(uploaded);
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="image-picker">
      <legend>
        {label} <span className="image-picker-count">
          {images.length}/{max}
        </span>
      </legend>
      <ul className="plain-list image-picker-list">
        {images.map((url, index) => (
          <li key={url} className="image-picker-item">
            <img src={url} alt={t('common.picture_n', { index: index + 1 })} width={72} height={72} />
            <button
              type="button"
              className="image-picker-remove"
              aria-label={t('common.remove_picture', { index: index + 1 })}
              onClick={() => onChange(images.filter((image) => image !== url))}
            >
              <CloseOutline aria-hidden="true" />
            </button>
          </li>
        ))}
        {images.length < max && (
          <li>
            <label className="image-picker-add" aria-busy={uploading || undefined}>
              <AddOutline aria-hidden="true" />
              <span>{t('common.add_picture')}</span>
              <input
                className="visually-hidden"
                type="file"
                multiple
                accept={UPLOAD_IMAGE_TYPES.join(',')}
                disabled={uploading}
                onChange={(event) => void onChosen(event).catch(() => undefined)}
              />
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}
