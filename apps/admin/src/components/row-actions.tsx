import { App, Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../session/can.tsx';
import { announceFieldErrors } from '../api/client.ts';

interface RowActionsProps {
  savePermission?: string;
  deletePermission?: string;
  onEdit?: () => void;
  onDelete?: () => Promise<unknown>;
  children?: ReactNode;
}

/** Edit and delete links of a table row, each shown only with its permission. */
export function RowActions({ savePermission, deletePermission, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  async function confirmDelete(remove: () => Promise<unknown>) {
    try {
      await remove();
      message.success(t('success'));
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    }
  }

  return (
    <Space size={0} wrap>
      {onEdit && savePermission && (
        <Can permission={savePermission}>
          <Button type="link" size="small" onClick={onEdit}>
            {t('admin.common.edit')}
          </Button>
        </Can>
      )}
      {children}
      {onDelete && deletePermission && (
        <Can permission={deletePermission}>
          <Popconfirm title={t('admin.common.delete_confirm')} okText={t('admin.common.delete')} cancelText={t('admin.common.cancel')} onConfirm={() => confirmDelete(onDelete)}>
            <Button type="link" size="small" danger>
              {t('admin.common.delete')}
            </Button>
          </Popconfirm>
        </Can>
      )}
    </Space>
  );
}
