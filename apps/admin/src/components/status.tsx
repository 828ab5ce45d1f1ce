import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES, type RecordStatus } from '@roamcart/contracts';

/** Enabled (green) or disabled (grey). */
export function StatusTag({ status }: { status: RecordStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === 'active' ? 'green' : 'default'}>{t(`admin.status.${status}`)}</Tag>;
}

/** Select options for a status field or filter. */
export function useStatusOptions() {
  const { t } = useTranslation();
  return RECORD_STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }));
}
