import { Form, Input, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageSaveBody, type AdminLanguageRow, type RecordStatus, type z } from '@roamcart/contracts';
import { languagesResource } from '../../api/system.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { KeywordStatusFilters, SortStatusFields, StatusTag } from '../../components/status.tsx';
import { zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof languageSaveBody>;
const rules = zodRules(languageSaveBody);

export default function LanguagesPage() {
  const { t } = useTranslation();
  const directionOptions = [
    { value: 'ltr', label: t('admin.languages.ltr') },
    { value: 'rtl', label: t('admin.languages.rtl') },
  ];
  return (
    <CrudPage<AdminLanguageRow, Values, z.infer<typeof languageSaveBody>, number>
      title={t('menu.languages')}
      dialogTitles={{ create: t('admin.languages.new'), edit: t('admin.languages.edit') }}
      resource={languagesResource}
      rowId={(row) => row.id}
      savePermission="languages:save"
      deletePermission="languages:delete"
      filters={<KeywordStatusFilters />}
      columns={[
        {
          dataIndex: 'name',
          title: t('admin.languages.name'),
          render: (name: string, row) => (
            <>
              {name} {row.is_default && <Tag color="blue">{t('admin.languages.default')}</Tag>}
            </>
          ),
        },
        { dataIndex: 'title', title: t('admin.languages.title') },
        { dataIndex: 'code', title: t('admin.languages.code') },
        { dataIndex: 'direction', title: t('admin.languages.direction'), render: (direction: string) => t(`admin.languages.${direction}`) },
        { dataIndex: 'sort', title: t('admin.common.sort') },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RecordStatus) => <StatusTag status={status} /> },
      ]}
      editor={{
        initialValues: (row) =>
          row
            ? { name: row.name, title: row.title, code: row.code, direction: row.direction, is_default: row.is_default, status: row.status, sort: row.sort }
            : { direction: 'ltr', is_default: false, status: 'active', sort: 0 },
        toBody: (values, row) => languageSaveBody.parse({ ...values, id: row?.id }),
        fields: () => (
          <>
            <Form.Item name="name" label={t('admin.languages.name')} rules={rules('name')} extra={t('admin.languages.name_hint')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="title" label={t('admin.languages.title')} rules={rules('title')} extra={t('admin.languages.title_hint')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="code" label={t('admin.languages.code')} rules={rules('code')}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="direction" label={t('admin.languages.direction')} rules={rules('direction')}>
              <Select options={directionOptions} />
            </Form.Item>
            <Form.Item name="is_default" label={t('admin.languages.default')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <SortStatusFields rules={rules} />
          </>
        ),
      }}
    />
  );
}
