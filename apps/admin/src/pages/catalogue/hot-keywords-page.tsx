import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { hotKeywordSaveBody, type HotKeywordRow, type RecordStatus, type z } from '@roamcart/contracts';
import { hotKeywordsResource } from '../../api/hot-keywords.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { KeywordFilter, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { ClippedText } from '../../components/table-cells.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof hotKeywordSaveBody>;
const rules = zodRules(hotKeywordSaveBody);

/** The keywords the search screen suggests: the active ones, highest sort first. */
export default function HotKeywordsPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<HotKeywordRow, Values, z.infer<typeof hotKeywordSaveBody>, number>
      title={t('menu.hot_keywords')}
      dialogTitles={{ create: t('admin.hot_keywords.new'), edit: t('admin.hot_keywords.edit') }}
      resource={hotKeywordsResource}
      rowId={(row) => row.id}
      savePermission="hot_keywords:save"
      deletePermission="hot_keywords:delete"
      filters={<KeywordFilter />}
      columns={[
        { dataIndex: 'keyword', title: t('admin.hot_keywords.keyword'), render: (keyword: string) => <ClippedText text={keyword} /> },
        { dataIndex: 'sort', title: t('admin.common.sort') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        initialValues: (row) => (row ? { keyword: row.keyword, sort: row.sort, status: row.status } : { sort: 0, status: 'active' }),
        toBody: (values, row) => hotKeywordSaveBody.parse({ ...values, id: row?.id }),
        fields: () => (
          <>
            <Form.Item name="keyword" label={t('admin.hot_keywords.keyword')} rules={rules('keyword')} extra={t('admin.hot_keywords.keyword_hint')}>
              <Input maxLength={50} showCount />
            </Form.Item>
            <SortStatusFields rules={rules} />
          </>
        ),
      }}
    />
  );
}
