import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { showServerFieldErrors } from '../lib/zod-form.ts';

/**
 * An editor's form and its submit: saves, says so and closes; a refusal naming fields (4001,
 * 4002, 4212...) puts its messages under those fields. `requestClose` is for the editor's cancel,
 * close button, mask and Escape: it asks "Discard changes?" first when a field was edited.
 */
export function useEditForm<Values extends object>(onSubmit: (values: Values) => Promise<unknown>, onClose: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function finish() {
    setSaving(true);
    try {
      // The whole store, not only the fields on screen: initial values without a field (an agent
      // the admin may not list, a SKU's spec values) are kept, at any depth.
      await onSubmit(form.getFieldsValue(true) as Values);
      message.success(t('success'));
      onClose();
    } catch (error) {
      // A bug, not a refusal: let it surface rather than leave the form silently unsaved.
      if (!(error instanceof ApiError)) throw error;
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  }

  function requestClose() {
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('admin.common.discard_title'),
      content: t('admin.common.discard_content'),
      okText: t('admin.common.discard'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.keep_editing'),
      onOk: onClose,
    });
  }

  return { form, saving, finish, requestClose };
}
