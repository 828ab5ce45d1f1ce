import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { hobbyListQuery } from '../api/get-hobby-list.ts';
import { saveHobby } from '../api/save-hobby.ts';
import { Page } from '../../../components/page.tsx';
import { useGoBack } from '../../../components/use-go-back.ts';
import { showToast } from '../../../lib/notify.ts';

/** The hobbies that shape recommendations; the sizes are sent back as they are. */
export function PreferenceScreen() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const { data } = useQuery(hobbyListQuery());
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const selected = chosen ?? new Set(data?.hobbies.filter((hobby) => hobby.selected).map((hobby) => hobby.id));

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const save = async () => {
    if (!data) return;
    const saved = await saveHobby({ hobby_ids: [...selected], sizes: data.sizes });
    queryClient.setQueryData(hobbyListQuery().queryKey, saved);
    showToast(t('common.saved'));
    goBack();
  };

  return (
    <Page title={t('preference.title')}>
      {data && (
        <fieldset className="card choice-group">
          <legend>{t('preference.pick_hobbies')}</legend>
          {data.hobbies.map((hobby) => (
            <label key={hobby.id} className="choice">
              <input type="checkbox" checked={selected.has(hobby.id)} onChange={() => toggle(hobby.id)} />
              <span>{hobby.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="page-body">
        <Button color="primary" size="large" block disabled={!data} onClick={() => void save().catch(() => undefined)}>
          {t('common.save')}
        </Button>
      </div>
    </Page>
  );
}
