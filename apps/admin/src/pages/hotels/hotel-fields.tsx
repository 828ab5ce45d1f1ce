import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Image, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { HOTEL_PHOTOS_MAX } from '@roamcart/contracts';
import { uploadHotelPhoto } from '../../api/hotels.ts';
import { ImageUploadField } from '../../components/image-upload-field.tsx';
import { LanguageTabs, type EditedLanguage } from '../../components/language-tabs.tsx';
import { useCan } from '../../session/session.ts';

/** Amenity codes offered in the pickers; an operator may type others (lower-case words). */
export const AMENITY_SUGGESTIONS = ['wifi', 'parking', 'pool', 'gym', 'spa', 'restaurant', 'bar', 'air_conditioning', 'airport_shuttle', 'front_desk_24h', 'family_rooms', 'non_smoking'] as const;

interface PhotoListFieldProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
}

/** Photos in order: thumbnails with a remove button, and an upload that adds one at the end. */
export function PhotoListField({ value = [], onChange }: PhotoListFieldProps) {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8}>
        {value.map((url, index) => (
          <Flex key={url} vertical align="center" gap={4}>
            <Image src={url} alt="" width={96} height={64} style={{ objectFit: 'cover' }} />
            <Button size="small" type="text" danger icon={<CloseOutlined />} aria-label={t('admin.hotels.remove_photo', { index: index + 1 })} onClick={() => onChange?.(value.filter((_, at) => at !== index))} />
          </Flex>
        ))}
      </Flex>
      {can('upload:image') && value.length < HOTEL_PHOTOS_MAX && <ImageUploadField uploadFile={uploadHotelPhoto} onChange={(url) => onChange?.([...value, url])} hint={t('admin.hotels.photos_hint', { max: HOTEL_PHOTOS_MAX })} />}
    </Flex>
  );
}

/** Amenity codes as tags, the usual ones offered with their names. */
export function AmenitiesField({ value, onChange }: { value?: string[]; onChange?: (codes: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      mode="tags"
      value={value}
      onChange={onChange}
      tokenSeparators={[',', ' ']}
      options={AMENITY_SUGGESTIONS.map((code) => ({ value: code, label: t(`admin.hotels.amenities.${code}`) }))}
    />
  );
}

interface LocalizedFieldsProps {
  languages: EditedLanguage[];
  /** The per-language fields, the first of them required in one language at least. */
  fields: { name: string; label: string; max: number; multiline?: boolean }[];
  rules: (field: string) => Rule[];
}

/** One tab per language holding that language's text of every field. */
export function LocalizedFields({ languages, fields, rules }: LocalizedFieldsProps) {
  return (
    <LanguageTabs languages={languages} watchField={fields[0]!.name}>
      {(language, first) =>
        fields.map((field, index) => (
          <Form.Item
            key={field.name}
            name={[field.name, language.code]}
            label={field.label}
            rules={[...rules(`${field.name}.${language.code}`), ...(first && index === 0 ? rules(field.name) : [])]}
          >
            {field.multiline ? <Input.TextArea rows={3} maxLength={field.max} dir={language.direction} /> : <Input maxLength={field.max} showCount dir={language.direction} />}
          </Form.Item>
        ))
      }
    </LanguageTabs>
  );
}
