import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parameterSaveBody, type ParameterRow, type z } from '@roamcart/contracts';
import { parametersResource } from '../../api/system.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { KeywordFilter } from '../../components/status.tsx';

type Values = z.input<typeof parameterSaveBody>;
const rules = zodRules(parameterSaveBody);

export default function ParametersPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<ParameterRow, Values, z.infer<typeof parameterSaveBody>, number>
      title={t('menu.parameters')}
      resource={parametersResource}
      rowId={(row) => row.id}
      savePermission="parameters:save"
      deletePermission="parameters:delete"
      filters={
        <KeywordFilter />
      }
      columns={[
        { dataIndex: 'name', title: t('admin.parameters.name') },
        { dataIndex: 'key', title: t('admin.parameters.key'), render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
        { dataIndex: 'value', title: t('admin.parameters.value'), ellipsis: true, width: 280 },
        { dataIndex: 'description', title: t('admin.common.description'), ellipsis: true },
        { dataIndex: 'updated_at', title: t('admin.common.updated_at'), render: formatDateTime },
      ]}
      editor={{
        initialValues: (row) => (row ? { name: row.name, key: row.key, value: row.value, description: row.description } : {}),
        toBody: (values, row) => parameterSaveBody.parse({ ...values, id: row?.id }),
        fields: () => (
          <>
            <Form.Item name="name" label={t('admin.parameters.name')} rules={rules('name')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="key" label={t('admin.parameters.key')} rules={rules('key')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="value" label={t('admin.parameters.value')} rules={rules('value')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
            </Form.Item>
            <Form.Item name="description" label={t('admin.common.description')} rules={rules('description')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={255} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
