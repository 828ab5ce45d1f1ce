import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Values = Record<string, unknown>;

/** An inline search form above a list: Search applies the fields, Reset clears them. */
export function FilterForm({ onSearch, children }: { onSearch(values: Values): void; children: ReactNode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <Form form={form} name="filter" layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }}>
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('admin.common.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('admin.common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
