import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hotKeywordsQuery } from '../api/get-hot-keywords.ts';
import { clearRecentSearches, recentSearchesStore } from '../lib/recent-searches.ts';
import { useStore } from '../../../lib/use-store.ts';

function KeywordChips({ keywords, onSearch }: { keywords: string[]; onSearch: (keyword: string) => void }) {
  return (
    <ul className="keyword-chips">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <button type="button" className="category-tab" onClick={() => onSearch(keyword)}>
            {keyword}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Before a search: the customer's recent searches (kept in this browser) and the shop's hot keywords. */
export function SearchStart({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const recent = useStore(recentSearchesStore);
  const { data: hot = [] } = useQuery(hotKeywordsQuery());
  return (
    <>
      {recent.length > 0 && (
        <section aria-labelledby="search-recent">
          <div className="shop-section-head">
            <h2 id="search-recent" className="section-title">
              {t('shop.recent_searches')}
            </h2>
            <button type="button" className="text-button" onClick={clearRecentSearches}>
              {t('shop.clear_recent')}
            </button>
          </div>
          <KeywordChips keywords={recent} onSearch={onSearch} />
        </section>
      )}
      {hot.length > 0 && (
        <section aria-labelledby="search-hot">
          <h2 id="search-hot" className="section-title">
            {t('shop.hot_searches')}
          </h2>
          <KeywordChips keywords={hot} onSearch={onSearch} />
        </section>
      )}
    </>
  );
}
