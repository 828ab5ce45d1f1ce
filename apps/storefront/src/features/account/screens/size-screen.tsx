import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { hobbyListQuery } from '../api/get-hobby-list.ts';
import { saveHobby, type SizeChoice } from '../api/save-hobby.ts';
import { Page } from '../../../components/page.tsx';
import { useGoBack } from '../../../components/use-go-back.ts';
import { showToast } from '../../../lib/notify.ts';

const PARTS = ['top', 'bottom', 'shoe'] as const;

/** Clothing and shoe sizes; the hobbies are sent back unchanged. */
export function SizeScreen() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const { data } = useQuery(hobbyListQuery());
  const [changes, setChanges] = useState<Partial<SizeChoice>>({});
  const sizes: SizeChoice = { top: null, bottom: null, shoe: null, ...data?.sizes, ...changes };

  const save = async () => {
    if (!data) return;
    const hobbyIds = data.hobbies.filter((hobby) => hobby.selected).map((hobby) => hobby.id);
    const saved = await saveHobby({ hobby_ids: hobbyIds, sizes });
    queryClient.setQueryData(hobbyListQuery().queryKey, saved);
    showToast(t('common.saved'));
    goBack();
  };

  return (
    <Page title={t('size.title')}>
      {data &&
        PARTS.map((part) => (
          <fieldset key={part} className="card choice-group">
            <legend>{t(`size.${part}`)}</legend>
            {data.size_options[part].map((option) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name={`size-${part}`}
                  checked={sizes[part] === option}
                  onChange={() => setChanges((current) => ({ ...current, [part]: option }))}
                />
                <span>{option}</span>
              </label>
            ))}
          </fieldset>
        ))}
      <div className="page-body">
        <Button color="primary" size="large" block disabled={!data} onClick={() => void save().catch(() => undefined)}>
          {t('common.save')}
        </Button>
      </div>
    </Page>
  );
}
