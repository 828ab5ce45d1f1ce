import { GlobalOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../startup/startup-context.tsx';

/** The interface language picker (languages from GET /app_index/language). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { languages, lang, changeLanguage } = useUiLanguage();
  const [switching, setSwitching] = useState(false);

  async function choose(next: string) {
    setSwitching(true);
    try {
      await changeLanguage(next);
      // Server messages and translated names in cached answers are in the old language.
      await queryClient.invalidateQueries();
    } finally {
      setSwitching(false);
    }
  }

  return (
    <Select
      aria-label={t('admin.layout.language')}
      value={lang}
      loading={switching}
      onChange={(next) => void choose(next)}
      options={languages.map((l) => ({ value: l.code, label: l.name }))}
      prefix={<GlobalOutlined />}
      style={{ minWidth: 150 }}
      popupMatchSelectWidth={false}
    />
  );
}
