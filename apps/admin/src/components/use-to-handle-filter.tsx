import { Alert, Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/client.ts';

/** Says a list shows only part of itself (`message`), with a button back to all of it. */
export function ShowAllBanner({ message, onShowAll }: { message: string; onShowAll(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={message}
      action={
        <Button size="small" type="link" onClick={onShowAll}>
          {t('admin.common.show_all')}
        </Button>
      }
    />
  );
}

/**
 * The dashboard opens a list on what waits for an operator (`?to_handle=true`): the list keeps to
 * it while a banner, saying so with `message`, offers the whole list.
 */
export function useToHandleFilter(message: string): { fixed: Query; banner: JSX.Element | null } {
  const [params, setParams] = useSearchParams();
  if (params.get('to_handle') !== 'true') return { fixed: {}, banner: null };
  return { fixed: { to_handle: 'true' }, banner: <ShowAllBanner message={message} onShowAll={() => setParams({})} /> };
}

/**
 * A link to one record of a list (a back-office message's, another record's): `?<name>=<value>`
 * in the address keeps the list to it while a banner offers the whole list.
 */
export function useLinkedRecordFilter(name: string): { fixed: Query; banner: JSX.Element | null } {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  if (!value) return { fixed: {}, banner: null };
  return { fixed: { [name]: value }, banner: <ShowAllBanner message={t('admin.common.only_record', { no: value })} onShowAll={() => setParams({})} /> };
}
