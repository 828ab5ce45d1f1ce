import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/client.ts';
import { useAddressFilters } from './use-paged-list.ts';

type Values = Record<string, unknown>;

/** Ids in the address are text; the selects that chose them hold numbers. */
const ID_TEXT = /^[1-9]\d{0,14}$/;

/** The form values of filters read from the address: ids as numbers, the rest as written. */
export function filterValuesOf(filters: Query): Values {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value]));
}

/** A day-range picker's value from the address's `from` / `to` days, when both are there. */
export function dayRangeOf(filters: Query, from: string, to: string): [Dayjs, Dayjs] | undefined {
  const [start, end] = [filters[from], filters[to]];
  return typeof start === 'string' && typeof end === 'string' && dayjs(start).isValid() && dayjs(end).isValid() ? [dayjs(start), dayjs(end)] : undefined;
}

interface FilterFormProps {
  onSearch(values: Values): void;
  /** The form values of the address's filters, for fields that are not one parameter each (a day range's `from` and `to`). */
  fromAddress?: (filters: Query) => Values;
  children: ReactNode;
}

/**
 * An inline search form above a list: Search applies the fields, Reset clears them. It shows the
 * filters in the address and follows them when the address changes (back, forward, a shared link).
 */
export function FilterForm({ onSearch, fromAddress, children }: FilterFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const filters = useAddressFilters();
  const initialValues = { ...filterValuesOf(filters), ...fromAddress?.(filters) };
  const shown = JSON.stringify(filters);
  useEffect(() => {
    form.resetFields();
  }, [form, shown]);
  return (
    <Form form={form} name="filter" layout="inline" initialValues={initialValues} onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }}>
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
