import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page.tsx';
import { isolate } from '../../../lib/bidi.ts';
import { rememberSearch } from '../lib/recent-searches.ts';
import { SearchForm } from '../components/search-form.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { SearchStart } from '../components/search-start.tsx';
import '../search.css';

/**
 * Search: `?keyword=` shows what it found; without one, recent and hot keywords. Each search is
 * its own history entry, so Back returns to the previous one as it was left.
 */
export function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';

  const search = (words: string) => {
    rememberSearch(words);
    if (words !== keyword) navigate(`/search?keyword=${encodeURIComponent(words)}`);
  };

  return (
    <Page title={keyword ? t('shop.results_for', { keyword: isolate(keyword) }) : t('shop.search')}>
      <SearchForm initial={keyword} onSearch={search} />
      {keyword ? <SearchResults keyword={keyword} /> : <SearchStart onSearch={search} />}
    </Page>
  );
}
