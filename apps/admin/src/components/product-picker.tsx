import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InputNumber, Select } from 'antd';
import { useState } from 'react';
import { productOptionsQuery } from '../api/stock-movements.ts';
import { useCan } from '../session/session.ts';

/** Picks a product by typing part of its name; the list is searched on the server. */
function ProductSearch({ value, onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useQuery({ ...productOptionsQuery(keyword), placeholderData: keepPreviousData });
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      loading={isFetching}
      options={(data?.list ?? []).map((product) => ({ value: product.id, label: `${product.name} (#${product.id})` }))}
      style={{ width: 240 }}
    />
  );
}

/** A goods filter: searched by name for an admin who may list products, else typed as an id. */
export function ProductPicker(props: { value?: number; onChange?: (id: number | undefined) => void }) {
  const can = useCan();
  if (can('products:list')) return <ProductSearch {...props} />;
  return <InputNumber min={1} precision={0} placeholder="ID" value={props.value} onChange={(id) => props.onChange?.(id ?? undefined)} />;
}
