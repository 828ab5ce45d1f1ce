import { asc, sql } from 'drizzle-orm';
import type { PageQuery, PageResult, SearchSynonymRow } from '@roamcart/contracts';
import type { DbOrTx } from '../../platform/db.ts';
import { containing } from '../../platform/like.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { deleteById, saveById } from '../../platform/records.ts';
import { searchSynonyms } from './tables.ts';

/** The back office's synonym groups, which widen the storefront's goods search (keyword-search.ts). */
function toSearchSynonym(row: typeof searchSynonyms.$inferSelect): SearchSynonymRow {
  return { id: row.id, words: row.words, status: row.status === 'disabled' ? 'disabled' : 'active', updated_at: row.updatedAt.toISOString() };
}

/** Groups in the order they were made; `keyword` keeps those with a word containing it. */
export async function listSearchSynonyms(db: DbOrTx, query: PageQuery & { keyword?: string }): Promise<PageResult<SearchSynonymRow>> {
  const where = query.keyword
    ? sql`exists (select 1 from jsonb_array_elements_text(${searchSynonyms.words}) as word where word like ${containing(query.keyword.toLowerCase())})`
    : undefined;
  return pageOf(
    query,
    db.select(countAll).from(searchSynonyms).where(where),
    (limit, offset) => db.select().from(searchSynonyms).where(where).orderBy(asc(searchSynonyms.id)).limit(limit).offset(offset),
    toSearchSynonym,
  );
}

export async function saveSearchSynonym(db: DbOrTx, input: { id?: number; words: string[]; status: 'active' | 'disabled' }): Promise<SearchSynonymRow> {
  return toSearchSynonym(await saveById(db, searchSynonyms, input.id, { words: input.words, status: input.status }));
}

export async function deleteSearchSynonym(db: DbOrTx, id: number): Promise<void> {
  await deleteById(db, searchSynonyms, id);
}
