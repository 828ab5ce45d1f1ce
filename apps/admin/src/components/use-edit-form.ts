import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../lib/zod-form.ts';

/**
 * An editor's form and its submit: saves, says so and closes; a refusal naming fields (4001,
 * 4002, 4212...) puts its messages under those fields.
 */
export function useEditForm<Values extends object>(onSubmit: (values: Values) => Promise<unknown>, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function finish(values: Values) {
    setSaving(true);
    try {
      // Initial values without a field on screen (e.g. an agent the admin may not list) are kept too.
      await onSubmit({ ...(form.getFieldsValue(true) as Values), ...values });
      message.success(t('success'));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  }

  return { form, saving, finish };
}
