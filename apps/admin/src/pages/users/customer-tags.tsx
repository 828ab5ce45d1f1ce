import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popover, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TAG_MAX, type BulkResult } from '@roamcart/contracts';
import { announceFieldErrors } from '../../api/client.ts';
import { useAddCustomerTag, useRemoveCustomerTag } from '../../api/users.ts';
import { useBulkFeedback } from '../../components/bulk-actions.tsx';
import { formatCount } from '../../lib/format.ts';
import { useCan } from '../../session/session.ts';

/** A tag typed and added with Enter or the button; cleared once added. */
function TagInput({ onAdd }: { onAdd(tag: string): Promise<void> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  async function add(value: string) {
    if (!value.trim()) return;
    setAdding(true);
    try {
      await onAdd(value.trim());
      setText('');
    } catch (error) {
      // The API client has shown any other refusal already.
      announceFieldErrors(error);
    } finally {
      setAdding(false);
    }
  }
  return (
    <Input.Search
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={add}
      maxLength={CUSTOMER_TAG_MAX}
      placeholder={t('admin.users.tag')}
      aria-label={t('admin.users.new_tag')}
      enterButton={<PlusOutlined aria-label={t('admin.users.add_tag')} />}
      loading={adding}
      style={{ width: 220 }}
    />
  );
}

/** The customer's tags: taken off with their cross, added by typing (with the permission to). */
export function CustomerTags({ userId, tags }: { userId: number; tags: readonly string[] }) {
  const { t } = useTranslation();
  const can = useCan();
  const add = useAddCustomerTag();
  const remove = useRemoveCustomerTag();
  const editable = can('users:notes');
  return (
    <Flex wrap gap={8} align="center">
      {tags.map((tag) => (
        <Tag
          key={tag}
          color="blue"
          closable={editable}
          closeIcon={editable ? undefined : false}
          onClose={(event) => {
            event.preventDefault();
            remove.mutateAsync({ user_id: userId, tag }).catch(announceFieldErrors);
          }}
        >
          {tag}
        </Tag>
      ))}
      {tags.length === 0 && !editable && t('admin.users.no_tags')}
      {editable && (
        <TagInput
          onAdd={async (tag) => {
            await add.mutateAsync({ user_id: userId, tag });
          }}
        />
      )}
    </Flex>
  );
}

/** Puts one tag on every selected customer, then says how it went. */
export function BulkTagButton({ count, tag, onDone }: { count: number; tag(name: string): Promise<BulkResult>; onDone(): void }) {
  const { t } = useTranslation();
  const feedback = useBulkFeedback();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={t('admin.users.bulk_tag_title', { shown: formatCount(count) })}
      content={
        <TagInput
          onAdd={async (name) => {
            feedback(await tag(name));
            setOpen(false);
            onDone();
          }}
        />
      }
    >
      <Button size="small">{t('admin.users.bulk_tag')}</Button>
    </Popover>
  );
}
