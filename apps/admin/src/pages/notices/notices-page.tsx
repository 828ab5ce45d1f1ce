import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeSaveBody, type NoticeRow, type RecordStatus, type z } from '@roamcart/contracts';
import { noticesResource } from '../../api/content.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { NoticePreview } from '../../components/storefront-preview.tsx';
import { KeywordStatusFilters, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof noticeSaveBody>;
const rules = zodRules(noticeSaveBody);

export default function NoticesPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<NoticeRow, Values, z.infer<typeof noticeSaveBody>, number>
      title={t('menu.notices')}
      dialogTitles={{ create: t('admin.notices.new'), edit: t('admin.notices.edit') }}
      resource={noticesResource}
      rowId={(row) => row.id}
      savePermission="notices:save"
      deletePermission="notices:delete"
      filters={<KeywordStatusFilters />}
      columns={[
        { dataIndex: 'title', title: t('admin.common.title') },
        { dataIndex: 'content', title: t('admin.common.content'), ellipsis: true, width: 360 },
        { dataIndex: 'sort', title: t('admin.common.sort') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        width: 640,
        initialValues: (row) => (row ? { title: row.title, content: row.content, sort: row.sort, status: row.status } : { sort: 0, status: 'active' }),
        toBody: (values, row) => noticeSaveBody.parse({ ...values, id: row?.id }),
        fields: () => (
          <>
            <Form.Item name="title" label={t('admin.common.title')} rules={rules('title')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="content" label={t('admin.common.content')} rules={rules('content')}>
              <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={5000} showCount />
            </Form.Item>
            <SortStatusFields rules={rules} />
            <Form.Item label={t('admin.preview.title')}>
              <NoticePreview />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
