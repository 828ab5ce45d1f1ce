import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';

/** The search box: typed words go to `onSearch` on Enter or the button. */
export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim()) onSearch(keyword.trim());
  };
  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="search-keyword">
        {t('shop.search_label')}
      </label>
      <span className="search-form-field">
        <SearchOutline aria-hidden="true" />
        <input
          id="search-keyword"
          type="search"
          enterKeyHint="search"
          maxLength={100}
          value={keyword}
          placeholder={t('shop.search_placeholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </span>
      <button type="submit" className="search-form-submit">
        {t('shop.search')}
      </button>
    </form>
  );
}
