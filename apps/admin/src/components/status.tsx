import { Form, Input, InputNumber, Select, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
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

/** The free-text filter of a list. */
export function KeywordFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="keyword" label={t('admin.common.keyword')}>
      <Input allowClear />
    </Form.Item>
  );
}

/** The status filter of a list. */
export function StatusFilter() {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  return (
    <Form.Item name="status" label={t('admin.common.status')}>
      <Select allowClear options={statusOptions} style={{ width: 120 }} />
    </Form.Item>
  );
}

/** The filters most lists share: a keyword and a status. */
export function KeywordStatusFilters() {
  return (
    <>
      <KeywordFilter />
      <StatusFilter />
    </>
  );
}

/** The status field of an editor. */
export function StatusField({ rules }: { rules: (field: string) => Rule[] }) {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  return (
    <Form.Item name="status" label={t('admin.common.status')} rules={rules('status')}>
      <Select options={statusOptions} />
    </Form.Item>
  );
}

/** The sort order and status fields at the end of most editors. */
export function SortStatusFields({ rules }: { rules: (field: string) => Rule[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="sort" label={t('admin.common.sort')} rules={rules('sort')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <StatusField rules={rules} />
    </>
  );
}
