import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { hotelCitySaveBody, type z } from '@roamcart/contracts';
import { useSaveHotelCity } from '../../api/hotels.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { editedLanguages } from '../../components/language-tabs.tsx';
import { filledTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { LocalizedFields } from './hotel-fields.tsx';

type Values = z.input<typeof hotelCitySaveBody>;

const toInput = (values: Record<string, unknown>) => ({ ...values, name: filledTexts(values.name as Record<string, string>) });
const rules = zodRules(hotelCitySaveBody, toInput);

/** Adds a city hotels can be in: its short code (what the storefront searches by), its name per language and its country. */
export function CityEditor({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { languages } = useUiLanguage();
  const save = useSaveHotelCity();
  return (
    <EditModal<Values> title={t('admin.hotels.new_city')} width={640} initialValues={{ name: {}, sort: 0 }} onClose={onClose} onSubmit={(values) => save.mutateAsync(hotelCitySaveBody.parse(toInput(values)))}>
      <Form.Item name="code" label={t('admin.hotels.city_code')} rules={rules('code')} extra={t('admin.hotels.city_code_hint')}>
        <Input maxLength={16} />
      </Form.Item>
      <LocalizedFields languages={editedLanguages(languages, undefined)} rules={rules} fields={[{ name: 'name', label: t('admin.common.name'), max: 100 }]} />
      <Form.Item name="country" label={t('admin.hotels.country')} rules={rules('country')} extra={t('admin.hotels.country_hint')}>
        <Input maxLength={2} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name="sort" label={t('admin.common.sort')} rules={rules('sort')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </EditModal>
  );
}
