import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from '@roamcart/contracts';
import { EditModal } from '../../components/edit-modal.tsx';
import { editedLanguages } from '../../components/language-tabs.tsx';
import { LocalizedInputs } from '../../components/localized-inputs.tsx';
import { typedTexts, type LocalizedText } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';

export interface NamesEditorProps<Body> {
  title: string;
  /** The record's translated fields (an airline's name; an airport's name and city) with their texts now, and what a blank language shows when it is not the English text. */
  fields: { name: string; label: string; texts: LocalizedText; blankHint?: string }[];
  /** The save body from the texts typed: every language shown is sent, blank ones too (the server drops those translations). */
  schema: z.ZodType<Body>;
  toBody(texts: Record<string, LocalizedText>): unknown;
  save(body: Body): Promise<unknown>;
  onClose(): void;
}

/** Reference data names per language, side by side; a language left blank shows the English text. */
export function NamesEditor<Body>({ title, fields, schema, toBody, save, onClose }: NamesEditorProps<Body>) {
  const { t } = useTranslation();
  const { languages } = useUiLanguage();
  const toInput = (values: Record<string, unknown>) => toBody(Object.fromEntries(fields.map((field) => [field.name, typedTexts(values[field.name])])));
  const rules = zodRules(schema, toInput);
  return (
    <EditModal<Record<string, LocalizedText>>
      title={title}
      width={640}
      initialValues={Object.fromEntries(fields.map((field) => [field.name, field.texts]))}
      onClose={onClose}
      onSubmit={(values) => save(schema.parse(toInput(values)))}
    >
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label} rules={rules(field.name)} extra={field.blankHint ?? t('admin.flights.names_hint')}>
          <LocalizedInputs languages={editedLanguages(languages, field.texts)} label={field.label} maxLength={100} />
        </Form.Item>
      ))}
    </EditModal>
  );
}
