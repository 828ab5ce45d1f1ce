import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecentSearches, recentSearchesStore, rememberSearch, RECENT_SEARCHES_MAX } from './recent-searches.ts';

describe('recent searches', () => {
  beforeEach(clearRecentSearches);

  it('keeps the newest first, once each whatever the case, and at most the cap', () => {
    rememberSearch('headphones');
    rememberSearch(' lamp ');
    rememberSearch('Headphones');
    expect(recentSearchesStore.get()).toEqual(['Headphones', 'lamp']);
    for (let n = 0; n < RECENT_SEARCHES_MAX + 3; n += 1) rememberSearch(`word ${n}`);
    expect(recentSearchesStore.get()).toHaveLength(RECENT_SEARCHES_MAX);
    expect(recentSearchesStore.get()[0]).toBe(`word ${RECENT_SEARCHES_MAX + 2}`);
  });

  it('ignores blank searches and forgets everything on clear', () => {
    rememberSearch('   ');
    expect(recentSearchesStore.get()).toEqual([]);
    rememberSearch('yoga mat');
    clearRecentSearches();
    expect(recentSearchesStore.get()).toEqual([]);
  });
});
