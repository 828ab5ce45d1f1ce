import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditForm } from './use-edit-form.ts';

interface EditModalProps<Values extends object> {
  title: string;
  initialValues?: Partial<Values>;
  onClose(): void;
  /** Saves; resolving closes the modal, a 4001/4002 answer puts its messages under the fields. */
  onSubmit(values: Values): Promise<unknown>;
  children: ReactNode;
  width?: number;
  /** The submit button's text when the form does more than save (ship, approve). */
  okText?: string;
}

/** A modal form, shown while mounted: validates with the fields' rules, saves, shows the server's field errors; asks before dropping edits. */
export function EditModal<Values extends object>({ title, initialValues, onClose, onSubmit, children, width, okText }: EditModalProps<Values>) {
  const { t } = useTranslation();
  const { form, saving, finish, requestClose } = useEditForm(onSubmit, onClose);

  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={requestClose}
      okText={okText ?? t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      destroyOnHidden
      // The form dies with this component; clearing it on destroy too left a reopened editor without its initial values.
      modalRender={(dom) => (
        <Form<Values> form={form} name="edit" layout="vertical" initialValues={initialValues} onFinish={finish}>
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
