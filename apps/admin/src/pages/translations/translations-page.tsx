import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Flex, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationSaveBody, type TranslationRow, type z } from '@roamcart/contracts';
import { announceFieldErrors, type Query } from '../../api/client.ts';
import { translationListQuery, useDeleteTranslation, useSaveTranslation } from '../../api/translations.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { ACTIONS_COLUMN_WIDTH, actionsColumn } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { typedTexts } from '../../lib/texts.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { useUiLanguage } from '../../startup/startup-context.tsx';
import { KeywordFilter } from '../../components/status.tsx';

const withTypedTexts = (values: { texts?: unknown }) => ({ ...values, texts: typedTexts(values.texts) });
const rules = zodRules(translationSaveBody, withTypedTexts);

const COMPARED_BY_DEFAULT = 3;
const KEY_COLUMN_WIDTH = 220;
const LANGUAGE_COLUMN_WIDTH = 240;

function toQuery(values: Record<string, unknown>): Query {
  const { missing, ...rest } = values as { missing?: boolean } & Query;
  return { ...rest, missing: missing ? '1' : undefined };
}

export default function TranslationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const { languages, lang, changeLanguage } = useUiLanguage();
  const { query, rows, pagination, search } = usePagedList(translationListQuery);
  const save = useSaveTranslation();
  const remove = useDeleteTranslation();
  // The operator compares the languages they pick; three fit beside the key without sideways scrolling.
  const [compared, setCompared] = useState<string[]>(() => languages.slice(0, COMPARED_BY_DEFAULT).map((language) => language.code));
  const [draft, setDraft] = useState<TranslationRow | null>(null);
  const [creating, setCreating] = useState(false);
  const shown = languages.filter((language) => compared.includes(language.code));

  /** Saves, and reloads this screen's own dictionary when the text of its language changed. */
  async function saveTexts(body: z.infer<typeof translationSaveBody>) {
    await save.mutateAsync(body);
    if (lang in body.texts) await changeLanguage(lang);
  }

  async function saveDraft() {
    if (!draft) return;
    try {
      await saveTexts(translationSaveBody.parse(draft));
      message.success(t('success'));
      setDraft(null);
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    }
  }

  const columns: ColumnsType<TranslationRow> = [
    { dataIndex: 'key', title: t('admin.translations.key'), width: KEY_COLUMN_WIDTH, render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
    ...shown.map(
      (language): ColumnsType<TranslationRow>[number] => ({
        key: language.code,
        title: `${language.name} (${language.code})`,
        render: (_, row) =>
          draft?.key === row.key ? (
            <Input.TextArea
              aria-label={`${row.key} ${language.code}`}
              dir={language.direction}
              autoSize={{ minRows: 1, maxRows: 6 }}
              value={draft.texts[language.code] ?? ''}
              onChange={(event) => setDraft({ ...draft, texts: { ...draft.texts, [language.code]: event.target.value } })}
            />
          ) : row.texts[language.code] ? (
            <span dir={language.direction} style={{ overflowWrap: 'anywhere' }}>
              {row.texts[language.code]}
            </span>
          ) : (
            <Typography.Text type="warning">{t('admin.translations.missing')}</Typography.Text>
          ),
      }),
    ),
  ];
  if (can('translations:save') || can('translations:delete')) {
    columns.push(
      actionsColumn<TranslationRow>(t('admin.common.actions'), (row) =>
        draft?.key === row.key ? (
          <Space size={0}>
            <Button type="link" size="small" loading={save.isPending} onClick={() => void saveDraft()}>
              {t('admin.common.save')}
            </Button>
            <Button type="link" size="small" onClick={() => setDraft(null)}>
              {t('admin.common.cancel')}
            </Button>
          </Space>
        ) : (
          <RowActions savePermission="translations:save" deletePermission="translations:delete" onEdit={() => setDraft({ key: row.key, texts: { ...row.texts } })} onDelete={() => remove.mutateAsync(row.key)} />
        ),
      ),
    );
  }

  return (
    <PageContainer
      title={t('menu.translations')}
      extra={
        <Can permission="translations:save">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('admin.common.create')}
          </Button>
        </Can>
      }
    >
      <FilterForm
        onSearch={(values) => {
          const checked = values.text_lang;
          if (typeof checked === 'string' && !compared.includes(checked)) setCompared([...compared, checked]);
          setDraft(null);
          search(toQuery(values));
        }}
      >
        <KeywordFilter />
        <Form.Item name="text_lang" label={t('admin.translations.language')}>
          <Select allowClear options={languages.map((language) => ({ value: language.code, label: language.name }))} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="missing" valuePropName="checked">
          <Checkbox>{t('admin.translations.missing_only')}</Checkbox>
        </Form.Item>
      </FilterForm>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <label htmlFor="compared-languages">{t('admin.translations.compare')}</label>
        <Select
          id="compared-languages"
          mode="multiple"
          value={compared}
          onChange={setCompared}
          options={languages.map((language) => ({ value: language.code, label: language.name }))}
          style={{ minWidth: 320 }}
        />
      </Flex>
      <Table<TranslationRow>
        rowKey="key"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={pagination}
        tableLayout="fixed"
        scroll={{ x: KEY_COLUMN_WIDTH + shown.length * LANGUAGE_COLUMN_WIDTH + ACTIONS_COLUMN_WIDTH }}
      />
      {creating && (
        <EditModal<TranslationRow>
          width={640}
          title={t('admin.translations.new_key')}
          initialValues={{ texts: {} }}
          onClose={() => setCreating(false)}
          onSubmit={(values) => saveTexts(translationSaveBody.parse(withTypedTexts(values)))}
        >
          <Form.Item name="key" label={t('admin.translations.key')} rules={rules('key')} extra={t('admin.translations.key_hint')}>
            <Input maxLength={200} />
          </Form.Item>
          {languages.map((language) => (
            <Form.Item key={language.code} name={['texts', language.code]} label={`${language.name} (${language.code})`} rules={rules(`texts.${language.code}`)}>
              <Input.TextArea dir={language.direction} autoSize={{ minRows: 1, maxRows: 6 }} />
            </Form.Item>
          ))}
        </EditModal>
      )}
    </PageContainer>
  );
}
