import { Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PARAMETER_TYPES, parameterSaveBody, type ParameterDefinition, type ParameterRow, type z } from '@roamcart/contracts';
import { parametersResource } from '../../api/system.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { KeywordFilter } from '../../components/status.tsx';
import { ClippedText, StackedCell } from '../../components/table-cells.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof parameterSaveBody>;
const rules = zodRules(parameterSaveBody);

/** Form controls hand back numbers and booleans; a parameter's value is always text on the wire. */
const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** "Integer, 1 to 100" */
function describeType(t: TFunction, { type, min, max, choices }: ParameterDefinition): string {
  const name = t(`admin.parameters.type_${type}`);
  if (type === 'choice') return `${name}: ${choices.join(', ')}`;
  if (min !== null && max !== null) return t('admin.parameters.range_between', { type: name, min, max });
  if (min !== null) return t('admin.parameters.range_from', { type: name, min });
  if (max !== null) return t('admin.parameters.range_to', { type: name, max });
  return name;
}

/**
 * The value's control follows the type: a number box, a switch, a list of choices, an address, or
 * text. A number out of range or with too many decimals is kept as typed for the save to refuse,
 * never rounded or pulled into range behind the operator's back.
 */
function ValueField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const type = Form.useWatch('type', form) ?? 'text';
  const choices = Form.useWatch('choices', form) ?? [];
  const label = t('admin.parameters.value');
  if (type === 'boolean') {
    return (
      <Form.Item name="value" label={label} rules={rules('value')} valuePropName="checked" getValueProps={(value) => ({ checked: value === 'true' })} normalize={asText}>
        <Switch checkedChildren={t('admin.parameters.on')} unCheckedChildren={t('admin.parameters.off')} />
      </Form.Item>
    );
  }
  if (type === 'integer' || type === 'decimal' || type === 'money') {
    return (
      <Form.Item name="value" label={label} rules={rules('value')} normalize={asText}>
        <InputNumber<string> stringMode style={{ width: 220 }} />
      </Form.Item>
    );
  }
  if (type === 'choice') {
    return (
      <Form.Item name="value" label={label} rules={rules('value')}>
        <Select options={choices.map((choice) => ({ value: choice, label: choice }))} />
      </Form.Item>
    );
  }
  if (type === 'url') {
    return (
      <Form.Item name="value" label={label} rules={rules('value')}>
        <Input inputMode="url" placeholder="https://" dir="ltr" />
      </Form.Item>
    );
  }
  return (
    <Form.Item name="value" label={label} rules={rules('value')}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
    </Form.Item>
  );
}

/** Type, range and choices; fixed for the parameters the code reads. */
function DefinitionFields({ builtIn }: { builtIn: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const type = Form.useWatch('type', form) ?? 'text';
  return (
    <>
      <Form.Item name="type" label={t('admin.parameters.type')} rules={rules('type')} extra={builtIn ? t('admin.parameters.built_in_hint') : undefined}>
        <Select
          disabled={builtIn}
          options={PARAMETER_TYPES.map((value) => ({ value, label: t(`admin.parameters.type_${value}`) }))}
          // A value of the old type rarely fits the new one.
          onChange={() => form.setFieldValue('value', '')}
        />
      </Form.Item>
      {(type === 'integer' || type === 'decimal' || type === 'money') && (
        <Form.Item label={t('admin.parameters.range')} style={{ marginBottom: 0 }}>
          <Form.Item name="min" label={t('admin.parameters.min')} rules={rules('min')} style={{ display: 'inline-block', marginInlineEnd: 16 }}>
            <InputNumber disabled={builtIn} precision={type === 'integer' ? 0 : undefined} />
          </Form.Item>
          <Form.Item name="max" label={t('admin.parameters.max')} rules={rules('max')} style={{ display: 'inline-block' }}>
            <InputNumber disabled={builtIn} precision={type === 'integer' ? 0 : undefined} />
          </Form.Item>
        </Form.Item>
      )}
      {type === 'choice' && (
        <Form.Item name="choices" label={t('admin.parameters.choices')} rules={rules('choices')} extra={t('admin.parameters.choices_hint')}>
          <Select mode="tags" disabled={builtIn} open={false} />
        </Form.Item>
      )}
    </>
  );
}

export default function ParametersPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<ParameterRow, Values, z.infer<typeof parameterSaveBody>, number>
      title={t('menu.parameters')}
      dialogTitles={{ create: t('admin.parameters.new'), edit: t('admin.parameters.edit') }}
      resource={parametersResource}
      rowId={(row) => row.id}
      savePermission="parameters:save"
      deletePermission="parameters:delete"
      filters={<KeywordFilter />}
      columns={[
        {
          dataIndex: 'name',
          title: t('admin.parameters.name'),
          render: (name: string, row) => (
            <StackedCell
              main={<ClippedText text={name} maxWidth={220} />}
              lines={[
                <Typography.Text key="key" code>
                  <ClippedText text={row.key} maxWidth={220} />
                </Typography.Text>,
              ]}
            />
          ),
        },
        {
          dataIndex: 'value',
          title: t('admin.parameters.value'),
          render: (value: string, row) => (
            <StackedCell
              main={row.type === 'boolean' ? t(value === 'true' ? 'admin.parameters.on' : 'admin.parameters.off') : <ClippedText text={value} maxWidth={160} />}
              lines={[<ClippedText key="type" text={describeType(t, row)} maxWidth={180} />]}
            />
          ),
        },
        {
          dataIndex: 'description',
          title: t('admin.common.description'),
          render: (description: string, row) => <StackedCell main={<ClippedText text={description} maxWidth={200} />} lines={[t('admin.common.updated_text', { at: formatDateTime(row.updated_at) })]} />,
        },
      ]}
      editor={{
        initialValues: (row) =>
          row
            ? { name: row.name, key: row.key, type: row.type, min: row.min, max: row.max, choices: row.choices, value: row.value, description: row.description }
            : { type: 'text', min: null, max: null, choices: [], value: '' },
        toBody: (values, row) => parameterSaveBody.parse({ ...values, id: row?.id }),
        fields: (row) => (
          <>
            <Form.Item name="name" label={t('admin.parameters.name')} rules={rules('name')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="key" label={t('admin.parameters.key')} rules={rules('key')}>
              <Input maxLength={50} disabled={row?.built_in} />
            </Form.Item>
            <DefinitionFields builtIn={row?.built_in ?? false} />
            <ValueField />
            <Form.Item name="description" label={t('admin.common.description')} rules={rules('description')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={255} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
