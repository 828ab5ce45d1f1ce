import { Form, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { searchSynonymSaveBody, SYNONYM_WORDS_MAX, type RecordStatus, type SearchSynonymRow, type z } from '@roamcart/contracts';
import { searchSynonymsResource } from '../../api/search-synonyms.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { KeywordFilter, StatusField, StatusTag } from '../../components/status.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof searchSynonymSaveBody>;
const rules = zodRules(searchSynonymSaveBody);

/** Groups of words the goods search treats as one, in any language ("背包" = "双肩包"). */
export default function SearchSynonymsPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<SearchSynonymRow, Values, z.infer<typeof searchSynonymSaveBody>, number>
      title={t('menu.search_synonyms')}
      dialogTitles={{ create: t('admin.search_synonyms.new'), edit: t('admin.search_synonyms.edit') }}
      resource={searchSynonymsResource}
      rowId={(row) => row.id}
      savePermission="search_synonyms:save"
      deletePermission="search_synonyms:delete"
      filters={<KeywordFilter />}
      columns={[
        {
          dataIndex: 'words',
          title: t('admin.search_synonyms.words'),
          render: (words: string[]) => (
            <Space size={[4, 4]} wrap>
              {words.map((word) => (
                <Tag key={word}>{word}</Tag>
              ))}
            </Space>
          ),
        },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        initialValues: (row) => (row ? { words: row.words, status: row.status } : { words: [], status: 'active' }),
        toBody: (values, row) => searchSynonymSaveBody.parse({ ...values, id: row?.id }),
        fields: () => (
          <>
            <Form.Item name="words" label={t('admin.search_synonyms.words')} rules={rules('words')} extra={t('admin.search_synonyms.words_hint', { max: SYNONYM_WORDS_MAX })}>
              <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} maxCount={SYNONYM_WORDS_MAX} aria-label={t('admin.search_synonyms.words')} />
            </Form.Item>
            <StatusField rules={rules} />
          </>
        ),
      }}
    />
  );
}
