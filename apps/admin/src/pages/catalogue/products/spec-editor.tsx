import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SPECS_MAX, SPEC_VALUES_MAX, type LanguageItem } from '@roamcart/contracts';
import { LocalizedInputs } from '../../../components/localized-inputs.tsx';

interface SpecEditorProps {
  languages: readonly Pick<LanguageItem, 'code' | 'name' | 'direction'>[];
  rules: (field: string) => Rule[];
}

/**
 * The product's specs (colour, size...), each with its name and values in every language. Each
 * value is one form field, so the server's "specification value exists" (4212) shows under it.
 */
export function SpecEditor({ languages, rules }: SpecEditorProps) {
  const { t } = useTranslation();
  return (
    <Form.List name="specs">
      {(specs, { add, remove }) => (
        <Flex vertical gap={12}>
          {specs.map((spec) => (
            <Card
              key={spec.key}
              size="small"
              title={t('admin.products.spec_number', { number: spec.name + 1 })}
              extra={
                <Button type="link" danger size="small" onClick={() => remove(spec.name)}>
                  {t('admin.products.remove_spec')}
                </Button>
              }
            >
              <Form.Item name={[spec.name, 'name']} label={t('admin.products.spec_name')} rules={rules(`specs.${spec.name}.name`)}>
                <LocalizedInputs languages={languages} label={t('admin.products.spec_name')} maxLength={50} />
              </Form.Item>
              <Typography.Text>{t('admin.products.spec_values')}</Typography.Text>
              <Form.List name={[spec.name, 'values']}>
                {(values, { add: addValue, remove: removeValue }) => (
                  <Flex vertical gap={8} style={{ marginTop: 8 }}>
                    {values.map((value) => (
                      <Flex key={value.key} gap={8} align="start">
                        <Form.Item name={[value.name]} rules={rules(`specs.${spec.name}.values.${value.name}`)} style={{ marginBottom: 0, flex: 1 }}>
                          <LocalizedInputs languages={languages} label={t('admin.products.spec_value_number', { number: value.name + 1 })} maxLength={50} />
                        </Form.Item>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          disabled={values.length === 1}
                          aria-label={t('admin.products.remove_value')}
                          onClick={() => removeValue(value.name)}
                        />
                      </Flex>
                    ))}
                    {values.length < SPEC_VALUES_MAX && (
                      <Button type="dashed" icon={<PlusOutlined />} onClick={() => addValue({})} style={{ alignSelf: 'flex-start' }}>
                        {t('admin.products.add_value')}
                      </Button>
                    )}
                  </Flex>
                )}
              </Form.List>
            </Card>
          ))}
          {specs.length < PRODUCT_SPECS_MAX && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: {}, values: [{}] })} style={{ alignSelf: 'flex-start' }}>
              {t('admin.products.add_spec')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
