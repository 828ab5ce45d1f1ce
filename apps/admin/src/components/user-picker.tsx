import { useQuery } from '@tanstack/react-query';
import { InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userListQuery } from '../api/users.ts';
import { useCan } from '../session/session.ts';

interface UserPickerProps {
  /** From the form item, so its label points at this control. */
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
}

/** Finds a customer by email as you type; without the right to list users, takes the user id. */
export function UserPicker({ id, value, onChange }: UserPickerProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [email, setEmail] = useState('');
  const found = useQuery({ ...userListQuery({ page: 1, limit: 10, email }), enabled: can('users:list') && email.trim().length > 0 });

  if (!can('users:list')) {
    return <InputNumber<number> id={id} min={1} precision={0} value={value} onChange={(id) => onChange?.(id ?? undefined)} placeholder={t('admin.messages.user_id')} style={{ width: '100%' }} />;
  }
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setEmail }}
      loading={found.isFetching}
      placeholder={t('admin.messages.user_search')}
      notFoundContent={email ? t('admin.messages.user_none') : null}
      options={(found.data?.list ?? []).map((user) => ({ value: user.id, label: `${user.email ?? `#${user.id}`}${user.nickname ? ` (${user.nickname})` : ''}` }))}
    />
  );
}
