import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { containing } from '../../platform/like.ts';
import { products, searchSynonyms } from './tables.ts';

/** Scripts written without spaces between words: a keyword in them may leave out characters a name has between ("跑鞋" finds "跑步鞋"). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** At most this many characters of a name between two of such a keyword's, so the keyword's characters still make one word. */
const UNSPACED_GAP = 3;
/** Spellings a keyword widens to through the synonym groups: enough for a few groups, never a query that grows with the table. */
const ALTERNATIVES_MAX = 12;

/**
 * The keyword with each synonym it holds swapped for the other words of its group, e.g. "黑色背包"
 * with 背包 = 双肩包 gives "黑色双肩包". The keyword itself is not among them.
 */
export function synonymAlternatives(keyword: string, groups: readonly (readonly string[])[]): string[] {
  const alternatives = new Set<string>();
  for (const group of groups) {
    for (const word of group) {
      if (!keyword.includes(word)) continue;
      for (const other of group) if (other !== word) alternatives.add(keyword.split(word).join(other));
    }
  }
  alternatives.delete(keyword);
  return [...alternatives].slice(0, ALTERNATIVES_MAX);
}

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A PostgreSQL regular expression finding the keyword's characters in order, with up to
 * UNSPACED_GAP characters between two where either is of an unspaced script; null when the keyword
 * has no such pair (a plain "contains" already says all).
 */
export function inOrderPattern(keyword: string): string | null {
  const characters = [...keyword];
  let pattern = '';
  let gaps = 0;
  for (const [index, character] of characters.entries()) {
    const previous = characters[index - 1];
    if (previous !== undefined && (UNSPACED.test(previous) || UNSPACED.test(character)) && previous.trim() && character.trim()) {
      pattern += `.{0,${UNSPACED_GAP}}`;
      gaps += 1;
    }
    pattern += character.replace(REGEX_SPECIAL, '\\$&');
  }
  return gaps > 0 ? pattern : null;
}

/** The active synonym groups holding a word the keyword contains: a few rows of a short table. */
async function synonymGroupsOf(db: DbOrTx, keyword: string): Promise<string[][]> {
  const rows = await db
    .select({ words: searchSynonyms.words })
    .from(searchSynonyms)
    .where(sql`${eq(searchSynonyms.status, 'active')} and exists (select 1 from jsonb_array_elements_text(${searchSynonyms.words}) as word where strpos(${keyword}, word) > 0)`);
  return rows.map((row) => row.words);
}

/** What a goods search by keyword keeps (`where`) and how it ranks what it keeps (`rank`, lower first). */
export interface KeywordMatch {
  where: SQL;
  rank: SQL;
}

/** Every language's name and the brand, lowercased: a match here outranks one in a subtitle or a misspelling. */
const nameText = sql`lower(${products.brand} || ' ' || ${products.name}::text)`;

/**
 * A lowercased keyword's match: the names, subtitles and brand (`search_text`) containing it or a
 * synonym's spelling, holding its unspaced characters in order, or a word close to it (trigram
 * `<%`, for typos). Ranked: the keyword in a name or brand, then a synonym or the characters in order
 * in a name, then in a subtitle, then a misspelling.
 */
export async function keywordMatch(db: DbOrTx, keyword: string): Promise<KeywordMatch> {
  const spellings = [keyword, ...synonymAlternatives(keyword, await synonymGroupsOf(db, keyword))];
  const patterns = spellings.map(inOrderPattern).filter((pattern): pattern is string => pattern !== null);
  const inText = (text: SQL | typeof products.searchText, words: string[], inOrder: string[]) =>
    or(...words.map((word) => sql`${text} like ${containing(word)}`), ...inOrder.map((pattern) => sql`${text} ~ ${pattern}`)) ?? sql`false`;

  const where = sql`(${inText(products.searchText, spellings, patterns)} or ${keyword} <% ${products.searchText})`;
  const rank = sql`case
    when ${nameText} like ${containing(keyword)} then 0
    when ${inText(nameText, spellings.slice(1), patterns)} then 1
    when ${inText(products.searchText, spellings, patterns)} then 2
    else 3 end`;
  return { where, rank };
}
