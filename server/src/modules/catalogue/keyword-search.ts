import { and, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { plannedPerRun, rowsOf, type DbOrTx } from '../../platform/db.ts';
import { containing } from '../../platform/like.ts';
import { products, searchSynonyms, searchWords } from './tables.ts';
import { inOrderPattern, SEARCH_CANDIDATES, SEARCH_CHARACTER, SPACED, UNSPACED } from './search-matching.ts';

/** Spellings a keyword widens to through the synonym groups: enough for a few groups, never a query that grows with the table. */
const ALTERNATIVES_MAX = 12;

/** Whether the text has both characters of an unspaced script and letters of a spaced one. */
const mixesScripts = (text: string): boolean => UNSPACED.test(text) && SPACED.test(text);

/**
 * The keyword with each synonym it holds swapped for the other words of its group, e.g. "黑色背包"
 * with 背包 = 双肩包 gives "黑色双肩包". The keyword itself is not among them, nor a spelling that
 * mixes scripts where the keyword did not ("valise de voyage" with valise = 旅行箱): no goods' name
 * reads so, and looking one up reads every goods holding its other words.
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
  const mixedKeyword = mixesScripts(keyword);
  return [...alternatives].filter((alternative) => mixedKeyword || !mixesScripts(alternative)).slice(0, ALTERNATIVES_MAX);
}

/** The active synonym groups holding a word the keyword contains: a few rows of a short table. */
async function synonymGroupsOf(db: DbOrTx, keyword: string): Promise<string[][]> {
  const rows = await db
    .select({ words: searchSynonyms.words })
    .from(searchSynonyms)
    .where(sql`${eq(searchSynonyms.status, 'active')} and exists (select 1 from jsonb_array_elements_text(${searchSynonyms.words}) as word where strpos(${keyword}, word) > 0)`);
  return rows.map((row) => row.words);
}

/** Word similarity above which a dictionary word stands in for a misspelt one ("headphnes" ~ "headphones" is 0.6). */
const TYPO_SIMILARITY = 0.45;
/** Dictionary words tried for a misspelt keyword, the closest first: each is one more indexed condition. */
const TYPOS_MAX = 3;

/**
 * Dictionary words (`search_words`, every spaced word of the goods' search_text) close to a word
 * of the keyword, each put in that word's place, the closest first; at most TYPOS_MAX, none of
 * `known`. A one-word keyword is corrected even when the dictionary has it ("watch" may have
 * meant "water"); in a keyword of several words only the words it lacks are: a phrase with a
 * known word changed is rarely in any goods, yet its trigrams are in every goods with the phrase,
 * each read to find that out. One nearest-neighbour lookup per word on the dictionary's trigram
 * index: its size follows the shop's vocabulary, not its number of goods.
 */
async function typoSpellings(db: DbOrTx, keyword: string, known: readonly string[]): Promise<string[]> {
  const words = [...new Set(keyword.split(/\s+/).filter((word) => [...word].length >= 3 && !SEARCH_CHARACTER.test(word)))];
  if (words.length === 0) return [];
  const onlyUnknown = keyword.trim().split(/\s+/).length > 1;
  const near = await rowsOf<{ typed: string; word: string }>(
    db,
    sql`select typed, word from unnest(${textArray(words)}) as typed
      cross join lateral (select ${searchWords.word} as word from ${searchWords} order by typed <<-> ${searchWords.word} limit ${TYPOS_MAX + 1}) near
      where word <> typed and word_similarity(typed, word) >= ${TYPO_SIMILARITY}
        and not (${onlyUnknown} and exists (select 1 from ${searchWords} where ${searchWords.word} = typed))
      order by word_similarity(typed, word) desc, word`,
  );
  const spellings = new Set<string>();
  for (const { typed, word } of near) {
    const spelling = keyword
      .split(/(\s+)/)
      .map((part) => (part === typed ? word : part))
      .join('');
    if (!known.includes(spelling)) spellings.add(spelling);
  }
  return [...spellings].slice(0, TYPOS_MAX);
}

function textArray(texts: readonly string[]): SQL {
  return sql`array[${sql.join(
    texts.map((text) => sql`${text}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * A goods' category among its search terms (migration 0041): a lexeme of `search_words` and an
 * element of `search_chars`. '#' never ends up in a word or a character of either.
 */
export const categoryTerm = (categoryId: number): string => `#${categoryId}`;

/**
 * A category filter as index conditions: the goods hold one of the categories' terms. Given with a
 * keyword's own condition on the same index, one lookup finds the goods holding both: with the
 * category checked on each row instead, a keyword found in another category read every goods
 * holding it (8,000 at 200,000 goods) to keep none.
 */
interface CategoryTerms {
  /** A tsquery: any of the categories. */
  words: SQL;
  /** A text[]: any of them overlaps. */
  chars: SQL;
}

function categoryTermsOf(categoryIds: readonly number[] | null): CategoryTerms | null {
  if (!categoryIds) return null;
  const terms = categoryIds.map(categoryTerm);
  return {
    // No category (an id that names none): '#' alone, which no goods holds.
    words: sql`${terms.map((term) => `'${term}'`).join(' | ') || "'#'"}::tsquery`,
    chars: textArray(terms),
  };
}

/** A words-index query narrowed to one of the categories, when given (`&&` onto a tsquery). */
const inCategoryWords = (categories: CategoryTerms | null): SQL => (categories ? sql` && ${categories.words}` : sql``);

/** A spelling searched for, with its in-order pattern (inOrderPattern) and its unspaced characters. */
interface Spelling {
  text: string;
  pattern: string | null;
  characters: string[];
}

function spellingOf(text: string): Spelling {
  return { text, pattern: inOrderPattern(text), characters: [...new Set([...text].filter((character) => SEARCH_CHARACTER.test(character)))].sort() };
}

/** The text holds the spelling: contains it, or its unspaced characters in order. */
function holds(text: SQL | AnyPgColumn, spelling: Spelling): SQL {
  return spelling.pattern ? sql`${text} ~ ${spelling.pattern}` : sql`${text} like ${containing(spelling.text)}`;
}

/**
 * The goods' search_text holds a spelling with unspaced characters, looked up by them in
 * `search_chars` (too short for trigrams: 耳机 has none), with one of `categories`' terms when
 * given, and checked on the few goods holding them all.
 */
function foundByCharacters(spelling: Spelling, categories: CategoryTerms | null): SQL {
  const inCategory = categories ? sql` and ${products.searchChars} && ${categories.chars}` : sql``;
  return sql`(${products.searchChars} @> ${textArray(spelling.characters)}${inCategory} and ${holdsChecked(spelling)})`;
}

/**
 * The goods' search_text holds the spelling, checked on each goods an index gave: `|| ''` keeps
 * the expression from the trigram index, whose lookup for a spelling with spaced words
 * ("wireless 耳机") the planner took for rare, reading every goods holding the words.
 */
function holdsChecked(spelling: Spelling): SQL {
  return holds(sql`(${products.searchText} || '')`, spelling);
}

/** Words shorter than this are not taken for a word's beginning: "de" begins thousands of words. */
const WORD_BEGINNING_MIN = 3;

/**
 * The goods hold the words of a spaced spelling, its last one as the beginning of a word ("runn"
 * finds Running Shoes, "wireless headph" Wireless Headphones: a keyword is cut short where the
 * customer stopped typing), in one of `categories` when given: the words index, matching the last
 * word's entries by prefix.
 */
function foundAsWordBeginnings(spelling: Spelling, categories: CategoryTerms | null): SQL {
  const words = spelling.text.split(/\s+/).filter(Boolean);
  const last = words.pop() ?? '';
  if ([...last].length < WORD_BEGINNING_MIN) return sql`false`;
  const beginning = sql`(select string_agg(quote_literal(word) || ':*', ' & ') from unnest(tsvector_to_array(to_tsvector('simple', ${last}))) as word)::tsquery`;
  return sql`${products.searchWords} @@ (plainto_tsquery('simple', ${words.join(' ')}) && ${beginning}${inCategoryWords(categories)})`;
}

/**
 * The goods hold every word of a spaced spelling somewhere, or one with unspaced characters as
 * `foundByCharacters` says; through the words index, every spaced spelling in one lookup of their words
 * (synonyms as alternatives of one query, not one lookup each). A common word's words are a
 * fraction of its trigrams' entries, and a phrase's rarest word bounds what is read.
 */
function foundByWords(spellings: readonly Spelling[], categories: CategoryTerms | null): SQL {
  const spaced = spellings.filter((spelling) => spelling.characters.length === 0);
  const inCategory = inCategoryWords(categories);
  const words = spaced.length
    ? [
        sql`${products.searchWords} @@ ((${sql.join(
          spaced.map((spelling) => sql`plainto_tsquery('simple', ${spelling.text})`),
          sql` || `,
        )})${inCategory})`,
      ]
    : [];
  // A spelling with unspaced characters and spaced words ("移动电源 pro") is looked up by its words
  // and its characters checked: the planner takes every character for independent of the others
  // (so a kind's name in katakana for rare) and would read every goods of the kind for its characters.
  const unspaced = spellings
    .filter((spelling) => spelling.characters.length > 0)
    .map((spelling) => {
      const spacedWords = spelling.text.split(/\s+/).filter((word) => word && !SEARCH_CHARACTER.test(word));
      if (spacedWords.length === 0) return foundByCharacters(spelling, categories);
      return sql`(${products.searchWords} @@ (plainto_tsquery('simple', ${spacedWords.join(' ')})${inCategory})
        and (${products.searchChars} || '{}'::text[]) @> ${textArray(spelling.characters)} and ${holdsChecked(spelling)})`;
    });
  return or(...words, ...unspaced) ?? sql`false`;
}

/** Every word of a correction, through the indexes: its spaced words in one words lookup, each unspaced one as `foundByCharacters` says. */
function foundEveryWord(words: readonly Spelling[], categories: CategoryTerms | null): SQL {
  const spaced = words.filter((word) => word.characters.length === 0).map((word) => word.text);
  const unspaced = words.filter((word) => word.characters.length > 0).map((word) => foundByCharacters(word, categories));
  return and(...(spaced.length ? [foundByWords([spellingOf(spaced.join(' '))], categories)] : []), ...unspaced) ?? sql`false`;
}

/**
 * The goods' columns a candidate carries: all but the description and the search terms (a page
 * shows, ranks and sorts by the others; the description is a goods' largest text).
 */
const candidateColumns = sql.join(
  Object.entries(getTableColumns(products))
    .filter(([key]) => !['description', 'searchWords', 'searchChars'].includes(key))
    .map(([, column]) => column),
  sql`, `,
);

/** Every language's name and the brand, lowercased: a match here outranks one in a subtitle or a misspelling. */
const nameText = sql`lower(${products.brand} || ' ' || ${products.name}::text)`;

/** One page of a keyword search: its goods in order (as GoodsSearch.shown), and how many of the candidates match (see SEARCH_CANDIDATES). */
export interface SearchPage<Row = number> {
  total: number;
  rows: Row[];
}

export interface GoodsSearch {
  /** Lowercased. */
  keyword: string;
  /** The list's other filters (online, price...). */
  conditions: SQL[];
  /**
   * The category filtered on and those under it; null: any. Looked up only through the search
   * indexes (categoryTerm): given as a condition of its own too, the planner may read the
   * category's goods in its index order, expecting a page of the keyword's soon, and read them all.
   */
  categoryIds: readonly number[] | null;
  /** A list sort (its id tie-break included); null ranks by relevance. */
  order: SQL[] | null;
  page: number;
  limit: number;
  /**
   * What each goods of the page is answered as, a JSON value (e.g. its card's fields, fieldsAsJson);
   * its id when not given. Read in the search's own statement: a round trip fewer than by ids after.
   */
  shown?: SQL;
}

/** What a search looks for: the keyword and its synonyms' spellings, and then corrections (each a list of words). */
interface Spellings {
  spelled: Spelling[];
  typos: Spelling[][];
  /** The keyword's words are also looked for as beginnings of words: "headphone" finds "headphones". */
  inWords: boolean;
}

/**
 * The statement answering a keyword search (one row: `total`, the page's `rows` as JSON). The goods kept are
 * those whose names, subtitles or brand (`search_text`) hold every word of the keyword or of a
 * synonym's spelling (unspaced characters in order), or, with `inWords`, words beginning with the
 * keyword's; or each word of a correction (a dictionary word close to a misspelt word of it in its
 * place). The indexes give at most SEARCH_CANDIDATES goods of each kind (spellings; corrections):
 * only these are ranked (or sorted by the list's sort) and counted, so the goods read per answer
 * do not grow with the catalogue (the index lookups still do, slowly). Each kind is one lookup: a
 * second pick for name matches alone repeated the same index reads. Ranked: the keyword in a name
 * or brand, then a synonym or the characters in order in a name, then in a subtitle, then every
 * word of the keyword apart, then the corrections, closest first; ties by the goods' sort, newest
 * first.
 */
function statementFor(search: GoodsSearch, { spelled, typos, inWords }: Spellings): SQL {
  const allWords = (words: Spelling[], check: (spelling: Spelling) => SQL) => and(...words.map(check)) ?? sql`false`;
  const [typed] = spelled;
  if (!typed) throw new Error('a search has its keyword');
  // Word beginnings of the keyword as typed (a synonym's words are whole), when spaced: one with
  // unspaced characters is found by them already.
  const categories = categoryTermsOf(search.categoryIds);
  const spellingsFound = or(foundByWords(spelled, categories), ...(inWords && typed.characters.length === 0 ? [foundAsWordBeginnings(typed, categories)] : [])) ?? sql`false`;
  const correctionFound = or(...typos.map((words) => foundEveryWord(words, categories)));
  const picks = [spellingsFound, ...(correctionFound ? [correctionFound] : [])].map(
    (condition) => sql`(select ${candidateColumns} from ${products} where ${and(...search.conditions, condition)} limit ${SEARCH_CANDIDATES})`,
  );
  const rank = sql`case
    when ${nameText} like ${containing(typed.text)} then 0
    when ${or(...spelled.map((spelling) => holds(nameText, spelling)))} then 1
    when ${or(...spelled.map((spelling) => holds(products.searchText, spelling)))} then 2
    when ${allWords(wordsOf(typed.text), (word) => holds(products.searchText, word))} then 3
    ${sql.join(
      typos.map((words, index) => sql`when ${allWords(words, (word) => holds(products.searchText, word))} then ${index + 4}`),
      sql` `,
    )}
    else ${typos.length + 4} end`;
  const order = search.order ?? [rank, desc(products.sort), desc(products.id)];
  // The candidates are ranked, sorted and shown as the goods they are ("products"): their rows
  // come from the picks, not looked up by id again.
  return sql`with candidates as (select distinct on (id) * from (${sql.join(picks, sql` union all `)}) as picked order by id)
    select (select count(*)::int from candidates) as total,
      array_to_json(array(select ${search.shown ?? products.id} from candidates as ${products}
        order by ${sql.join(order, sql`, `)} limit ${search.limit} offset ${(search.page - 1) * search.limit})) as rows`;
}

/** The keyword and its synonyms' spellings (synonymAlternatives). */
async function spelledOf(db: DbOrTx, keyword: string): Promise<string[]> {
  return [keyword, ...synonymAlternatives(keyword, await synonymGroupsOf(db, keyword))];
}

/** Corrections of the keyword (typoSpellings), each a list of its words: a corrected phrase is rarely anywhere word for word, so each word is looked for on its own. */
export async function correctionsOf(db: DbOrTx, keyword: string, spelled: readonly string[]): Promise<Spelling[][]> {
  return (await typoSpellings(db, keyword, spelled)).map(wordsOf);
}

const wordsOf = (text: string): Spelling[] => text.split(/\s+/).filter(Boolean).map(spellingOf);

/** The statement a search runs: for the keyword as typed, or widened (synonyms, word beginnings, corrections). */
export async function searchStatement(db: DbOrTx, search: GoodsSearch, { widened }: { widened: boolean }): Promise<SQL> {
  if (!widened) return statementFor(search, { spelled: [spellingOf(search.keyword)], typos: [], inWords: false });
  const spelled = await spelledOf(db, search.keyword);
  return statementFor(search, { spelled: spelled.map(spellingOf), typos: await correctionsOf(db, search.keyword, spelled), inWords: true });
}

/** One page of a keyword search (statementFor), planned for its keyword: its best plan depends on how rare the keyword is. */
async function searchPage<Row>(db: DbOrTx, search: GoodsSearch, spellings: Spellings): Promise<SearchPage<Row>> {
  const [row] = await rowsOf<SearchPage<Row>>(db, plannedPerRun(statementFor(search, spellings)));
  return { total: row?.total ?? 0, rows: row?.rows ?? [] };
}

/**
 * One page of a keyword search: first the keyword's own words alone. A word that many goods hold
 * was meant as typed ("tablet" is not "table"), and its words fill the candidates in one cheap
 * lookup; synonyms would only add lookups (the goods hold their names in every language, so most
 * synonyms find the same goods). With fewer, the search is widened by synonyms and corrections,
 * and with none by its last word as the beginning of words ("headphone", "smartwat"): the lookups
 * behind those read far more, for the few searches that need them.
 */
export async function searchGoods<Row = number>(db: DbOrTx, search: GoodsSearch): Promise<SearchPage<Row>> {
  const asTyped = await searchPage<Row>(db, search, { spelled: [spellingOf(search.keyword)], typos: [], inWords: false });
  if (asTyped.total >= SEARCH_CANDIDATES) return asTyped;
  const spelled = await spelledOf(db, search.keyword);
  const typos = await correctionsOf(db, search.keyword, spelled);
  const inWords = asTyped.total === 0;
  if (spelled.length === 1 && typos.length === 0 && !inWords) return asTyped;
  return searchPage<Row>(db, search, { spelled: spelled.map(spellingOf), typos, inWords });
}
