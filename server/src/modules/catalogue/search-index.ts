import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import type { GoodsListQuery } from '@roamcart/contracts';
import { categoryAndAbove, inOrderPattern, SEARCH_CANDIDATES, SEARCH_CHARACTER, UNSPACED_GAP } from './search-matching.ts';

/**
 * The search engine's index (search-engine.ts): SQLite's FTS5 full-text index in a file of the
 * server's own, through libsql's prebuilt build. It runs on a thread of its own
 * (search-index-thread.ts), so a lookup's SQLite work (a third of a search's CPU) takes the second
 * core, not the one that serves the requests; the engine on the main thread reads PostgreSQL and
 * keeps what was found.
 */

/**
 * SQLite's page cache, in KiB (negative cache_size): the index lives on disk and in the system's
 * file cache, not in the server's memory (at 200,000 goods, 8 MiB answered no faster than 1; 512 KiB
 * was a tenth slower).
 */
const PAGE_CACHE_KIB = 1024;

/** Word beginnings (the widened search) are words of this many characters or more, as keyword-search.ts. */
const WORD_BEGINNING_MIN = 3;


/** A keyword search the engine answers: the list's query as keyword-search.ts takes it, with the filters it indexes. */
export interface EngineSearch {
  /** Lowercased. */
  keyword: string;
  /** The category (and so those under it); null: any. */
  categoryId: number | null;
  /** Base-currency minor units. */
  priceMin?: bigint;
  priceMax?: bigint;
  isNew?: boolean;
  sort: GoodsListQuery['sort'];
  page: number;
  limit: number;
}

/** What the list's sorts order goods by. */
interface SortedGoods {
  id: number;
  price: number;
  sort: number;
  sales: number;
  new_at: number | null;
  created_at: number;
}

/** What the index holds of a goods besides its terms: what it is filtered, sorted and ranked by. */
interface IndexedGoods extends SortedGoods {
  category_id: number;
  is_new: number;
  /** lower(brand || ' ' || name::text), as PostgreSQL ranks by. */
  name_text: string;
  search_text: string;
}

/** A goods as read from PostgreSQL: the indexed fields, and whether it is online. */
export interface GoodsChange extends IndexedGoods {
  online: boolean;
}


/** The terms of a text: its spaced words whole and each unspaced-script character alone (as search_words and search_chars hold them). */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const [run] of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    let word = '';
    for (const character of run) {
      if (!SEARCH_CHARACTER.test(character)) {
        word += character;
        continue;
      }
      if (word) terms.push(word);
      word = '';
      terms.push(character);
    }
    if (word) terms.push(word);
  }
  return terms;
}

/** Whether a text holds a spelling as keyword-search.ts `holds` says: contains it, or its unspaced characters in order with a few between. */
type Held = (searched: string) => boolean;

function heldOf(spelling: string): Held {
  const pattern = inOrderPattern(spelling);
  if (!pattern) return (searched) => searched.includes(spelling);
  const expression = new RegExp(pattern, 'su');
  return (searched) => expression.test(searched);
}

/** Every term a goods' text is indexed under (its category's aside). */
const termSetOf = (text: string): Set<string> => new Set([...termsOf(text), ...characterPairsOf(text)]);

/**
 * Each two unspaced-script characters of the text at most UNSPACED_GAP characters apart, as one
 * term ("跑步鞋" gives 跑步, 跑鞋, 步鞋): a keyword's characters in order with a few between hold
 * each of its neighbouring pairs, which few goods hold where each character alone is in thousands.
 */
function characterPairsOf(text: string): string[] {
  const characters = [...text];
  const pairs: string[] = [];
  for (const [at, first] of characters.entries()) {
    if (!SEARCH_CHARACTER.test(first)) continue;
    for (let next = at + 1; next <= at + UNSPACED_GAP + 1 && next < characters.length; next += 1) {
      const second = characters[next] ?? '';
      if (SEARCH_CHARACTER.test(second)) pairs.push(first + second);
    }
  }
  return pairs;
}

/**
 * A keyword's terms as looked up: its spaced words, each two neighbouring unspaced-script
 * characters as characterPairsOf writes them, and an unspaced character alone only where no pair
 * holds it. A pair implies its two characters, and a lone character's list is far longer (ン is in
 * 134,000 of 200,000 goods, a pair in a few thousand): FTS5 reads every term's list to its end when
 * few goods hold them all, so ファッション took 11 ms with its characters and 3 without.
 */
function lookedUpTermsOf(text: string): string[] {
  const characters = [...text];
  const paired = new Set<string>();
  const pairs = characters.slice(1).flatMap((second, at) => {
    const first = characters[at] ?? '';
    if (!SEARCH_CHARACTER.test(first) || !SEARCH_CHARACTER.test(second)) return [];
    paired.add(first).add(second);
    return [first + second];
  });
  return [...new Set([...termsOf(text).filter((term) => !paired.has(term)), ...pairs])];
}

/**
 * A spelling looked for: its terms (lookedUpTermsOf), the last words maybe only as word
 * beginnings, and the texts with unspaced characters the goods must hold in order (checked on the
 * goods found: FTS5 has no such test).
 */
interface Clause {
  terms: string[];
  beginnings: string[];
  held: Held[];
}

function clauseOf(text: string): Clause {
  const unspaced = SEARCH_CHARACTER.test(text);
  return { terms: lookedUpTermsOf(text), beginnings: [], held: unspaced && !heldByTerms(text) ? [heldOf(text)] : [] };
}

/**
 * Whether goods indexed under every term of the text hold it as heldOf says, with no check on
 * their texts: one unspaced-script character (a term of its own), or two (their pair is a term
 * only where the second follows the first with at most UNSPACED_GAP between, as the in-order
 * pattern asks). "耳机" or "跑鞋" is then one lookup of at most SEARCH_CANDIDATES ids.
 */
function heldByTerms(text: string): boolean {
  const characters = [...text];
  return characters.length <= 2 && characters.every((character) => SEARCH_CHARACTER.test(character));
}

/** Every word of a correction, each unspaced one held in order on its own. */
function correctionClause(words: readonly string[]): Clause {
  const clauses = words.map(clauseOf);
  return { terms: clauses.flatMap((clause) => clause.terms), beginnings: [], held: clauses.flatMap((clause) => clause.held) };
}

/** A keyword's words, as keyword-search.ts ranks and widens by them. */
const wordsOf = (keyword: string): string[] => keyword.split(/\s+/).filter(Boolean);

/** The keyword's words with its last one as the beginning of a word (keyword-search.ts foundAsWordBeginnings); null when that word is short. */
function beginningsClause(keyword: string): Clause | null {
  const words = wordsOf(keyword);
  const last = words.pop() ?? '';
  if ([...last].length < WORD_BEGINNING_MIN) return null;
  return { terms: termsOf(words.join(' ')), beginnings: termsOf(last), held: [] };
}

const quoted = (term: string): string => `"${term.replaceAll('"', '""')}"`;

/**
 * A term as held by the goods of a category and those under it: `<category id>#<term>`. A search
 * in a category looks its terms up so, one list each, rather than each term's list for every
 * category beside the category's own list (which FTS5 reads to its end when the two share no
 * goods: 0.5-3 ms a lookup at 200,000 goods). '#' never ends up in a term of a text.
 */
const inCategory = (categoryId: number, term: string): string => `${categoryId}#${term}`;

/** The term as looked up: in the category when given, else as written. */
const lookedUpTerm = (categoryId: number | null, term: string): string => (categoryId === null ? term : inCategory(categoryId, term));

/** A clause as an FTS5 query, in a category when given: every one of its terms; null when it has none. */
function matchOf(clause: Clause, categoryId: number | null): string | null {
  const termOf = (term: string) => quoted(lookedUpTerm(categoryId, term));
  const parts = [...clause.terms.map(termOf), ...clause.beginnings.map((term) => `${termOf(term)}*`)];
  return parts.length ? `(${parts.join(' AND ')})` : null;
}

/** An FTS5 query: any of the clauses, in the category when given; null when nothing can match. */
function matchQuery(clauses: readonly Clause[], categoryId: number | null): string | null {
  const alternatives = clauses.map((clause) => matchOf(clause, categoryId)).filter((match) => match !== null);
  return alternatives.length ? alternatives.join(' OR ') : null;
}

/**
 * Ranks as keyword-search.ts statementFor: the keyword in a name, a synonym in a name, in a
 * subtitle, its words apart, the corrections. The name settles the first two ranks, so the goods'
 * searched texts (a few hundred characters each) are read only for those it does not.
 */
function rankerOf(keyword: string, spelled: readonly string[], corrections: readonly (readonly string[])[]) {
  const spellings = spelled.map(heldOf);
  const words = wordsOf(keyword).map(heldOf);
  const corrected = corrections.map((correction) => correction.map(heldOf));
  return {
    byName(name: string): number | null {
      if (name.includes(keyword)) return 0;
      return spellings.some((holds) => holds(name)) ? 1 : null;
    },
    byText(text: string): number {
      const allHeld = (held: readonly Held[]) => held.every((holds) => holds(text));
      if (spellings.some((holds) => holds(text))) return 2;
      if (allHeld(words)) return 3;
      const correction = corrected.findIndex(allHeld);
      return correction >= 0 ? correction + 4 : corrected.length + 4;
    },
  };
}

const byNumber = (a: number, b: number) => a - b;

/**
 * rankerOf's ranks in SQLite, for spellings, words and corrections that a plain "contains" holds
 * (instr): ?1 the goods' ids, ?2 the keyword, ?3 the spellings, ?4 the keyword's words, ?5 the
 * corrections (each its words), all JSON arrays but the keyword. Answers the ids in order in one
 * JSON array, no name or text sent to JavaScript: 100 goods ranked in 490 us, not 650 (292 of 300
 * of the mixed workload's keywords rank so; a Chinese or Japanese synonym takes rankerOf). The
 * lists are read from their JSON once (materialized), not for every goods: a ranking that reads
 * the texts took 1.78 ms with json_each in each goods' checks, 1.28 ms so.
 */
const RANKED_IN_SQL = `with spelling(text) as materialized (select value from json_each(?3)),
  word(text) as materialized (select value from json_each(?4)),
  correction(at) as materialized (select key from json_each(?5)),
  correction_word(at, text) as materialized (select correction.key, word.value from json_each(?5) correction, json_each(correction.value) word)
select json_group_array(id order by rank, sort desc, id desc) from (
  select n.id, n.sort, case
    when instr(n.name_text, ?2) > 0 then 0
    when exists (select 1 from spelling where instr(n.name_text, spelling.text) > 0) then 1
    else (select case
        when exists (select 1 from spelling where instr(t.search_text, spelling.text) > 0) then 2
        when not exists (select 1 from word where instr(t.search_text, word.text) = 0) then 3
        else 4 + coalesce(
          (select min(correction.at) from correction
            where not exists (select 1 from correction_word word where word.at = correction.at and instr(t.search_text, word.text) = 0)),
          (select count(*) from correction))
      end from goods_texts t where t.id = n.id)
  end as rank
  from goods_names n where n.id in (select value from json_each(?1)))`;

/** The newest SEARCH_CANDIDATES of `ids` (goods ids grow with time), each once. */
const newestOf = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => b - a).slice(0, SEARCH_CANDIDATES);


/** The list's order (service.ts listGoods), the id breaking ties, as SQLite orders the index's goods; null: ranked. */
function orderOf(sort: GoodsListQuery['sort']): string | null {
  switch (sort) {
    case 'sales':
      return 'sales desc, id desc';
    case 'price_asc':
      return 'price, id desc';
    case 'price_desc':
      return 'price desc, id desc';
    case 'newest':
      return 'new_at desc nulls last, created_at desc, id desc';
    default:
      return null;
  }
}

/**
 * The JSON text a statement answers in its first row's one column, parsed: libsql hands JavaScript
 * each row at about 1 us, where one JSON text is parsed at once (its get answers the whole row,
 * plucked or not).
 */
const parsedAnswerOf = <Answer>(statement: Database.Statement, ...values: unknown[]): Answer => JSON.parse((statement.raw(true).get(...values) as [string])[0]) as Answer;

/** The spellings of one search: the keyword (and synonyms), word beginnings, corrections. */
export interface Spellings {
  spelled: string[];
  corrections: string[][];
  inWords: boolean;
}


/** A goods as read from PostgreSQL (GoodsChange), or one deleted, given by its id alone. */
export type IndexChange = GoodsChange | { id: number; online?: undefined };

/** The index file and what its lookups and writes need: each method runs on the index's thread (SearchIndexThread). */
export class SearchIndex {
  private readonly file: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  /** Categories that are off or under one that is: their goods are left out of what lookups find. */
  private inactiveCategories = new Set<number>();

  constructor(indexFile: string) {
    if (indexFile !== ':memory:') mkdirSync(path.dirname(indexFile), { recursive: true });
    this.file = new Database(indexFile);
    this.file.pragma('journal_mode = WAL');
    this.file.pragma('synchronous = OFF');
    // Another server on this machine may use the same file (DATA_DIR): wait for its writes.
    this.file.pragma('busy_timeout = 5000');
    this.file.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    this.file.exec(`create table if not exists meta (key text primary key, value text not null)`);
  }

  close(): void {
    this.file.close();
  }

  metaValue(key: string): string | undefined {
    const row = this.file.prepare(`select value from meta where key = ?`).get(key) as { value: string } | undefined;
    return row?.value;
  }

  setInactiveCategories(ids: Set<number>): void {
    this.inactiveCategories = ids;
  }

  /**
   * The goods the spellings find (candidatesOf), in the search's order when that is final: when
   * `typed` is given (what the keyword as typed found), or when they are SEARCH_CANDIDATES already
   * and no widening follows. One call to the index's thread for most searches.
   */
  find(search: EngineSearch, spellings: Spellings, typed?: readonly number[]): { ids: number[]; ordered: boolean } {
    const found = this.candidatesOf(search, spellings, typed);
    if (typed === undefined && found.length < SEARCH_CANDIDATES) return { ids: found, ordered: false };
    return { ids: this.inOrder(found, search, spellings), ordered: true };
  }

  /**
   * The goods holding a spelling (or its word beginnings) or a correction, at most SEARCH_CANDIDATES
   * of each; `typed`: what the keyword as typed found (all of it, fewer than SEARCH_CANDIDATES),
   * not looked up again.
   */
  private candidatesOf(search: EngineSearch, { spelled, corrections, inWords }: Spellings, typed?: readonly number[]): number[] {
    const spellingClauses = (typed ? spelled.slice(1) : spelled).map(clauseOf);
    const beginnings = inWords && !SEARCH_CHARACTER.test(search.keyword) ? beginningsClause(search.keyword) : null;
    if (beginnings) spellingClauses.push(beginnings);
    const spellings = this.candidates(search, spellingClauses);
    return [...new Set([...(typed ? newestOf([...typed, ...spellings]) : spellings), ...this.candidates(search, corrections.map(correctionClause))])];
  }

  /** The goods found in the list's order: by the sort asked, else ranked as PostgreSQL ranks them. */
  inOrder(found: readonly number[] | Int32Array, search: EngineSearch, { spelled, corrections }: Spellings): number[] {
    if (found.length === 0) return [];
    const order = orderOf(search.sort);
    if (order) return this.ofGoods<number>('goods', `id order by ${order}`, found);
    const words = wordsOf(search.keyword);
    if ([...spelled, ...words, ...corrections.flat()].every((text) => inOrderPattern(text) === null)) {
      return parsedAnswerOf<number[]>(this.statement(RANKED_IN_SQL), JSON.stringify([...found]), search.keyword, ...[spelled, words, corrections].map((list) => JSON.stringify(list)));
    }
    const ranker = rankerOf(search.keyword, spelled, corrections);
    // A name holding the keyword ranks first: SQLite says so, and sends the other names alone (a third of the read).
    const named = this.ofGoods<[number, number, string | null]>('goods_names', 'json_array(id, sort, iif(instr(name_text, ?2) > 0, null, name_text))', found, search.keyword);
    const rank = new Map<number, number>();
    const unnamed: number[] = [];
    for (const [id, , name] of named) {
      const byName = name === null ? 0 : ranker.byName(name);
      if (byName === null) unnamed.push(id);
      else rank.set(id, byName);
    }
    if (unnamed.length > 0) for (const [id, text] of this.ofGoods<[number, string]>('goods_texts', 'json_array(id, search_text)', unnamed)) rank.set(id, ranker.byText(text));
    named.sort(([a, aSort], [b, bSort]) => byNumber(rank.get(a) ?? 0, rank.get(b) ?? 0) || byNumber(bSort, aSort) || byNumber(b, a));
    return named.map(([id]) => id);
  }

  /**
   * `element` (json_group_array's argument, which may read `keyword` as ?2) of each goods of `ids`
   * in `table`, in one JSON array (parsedAnswerOf; 100 goods' sort: 284 -> 84 us; their ids from
   * FTS5: 124 -> 42 us).
   */
  private ofGoods<Element>(table: string, element: string, ids: readonly number[] | Int32Array, keyword?: string): Element[] {
    const statement = this.statement(`select json_group_array(${element}) from ${table} where id in (select value from json_each(?1))`);
    return parsedAnswerOf<Element[]>(statement, JSON.stringify([...ids]), ...(keyword === undefined ? [] : [keyword]));
  }

  /**
   * At most SEARCH_CANDIDATES goods holding one of the clauses and passing the filters, the newest
   * first: the clauses the index answers alone in one lookup, each with a text held in order in
   * a lookup of its own whose goods are checked until enough pass.
   */
  private candidates(search: EngineSearch, looked: readonly Clause[]): number[] {
    const ids: number[] = [];
    const clauses = looked.filter((clause) => this.mayMatch(clause, search.categoryId));
    const indexed = matchQuery(
      clauses.filter((clause) => clause.held.length === 0),
      search.categoryId,
    );
    if (indexed) {
      const { text, values } = this.matching(indexed, search, { withText: false });
      ids.push(...parsedAnswerOf<number[]>(this.statement(`select json_group_array(rowid) from (${text} limit ${SEARCH_CANDIDATES})`), ...values));
    }
    const checked = clauses.filter((clause) => clause.held.length > 0);
    const query = matchQuery(checked, search.categoryId);
    if (query) {
      let kept = 0;
      const { text: found, values } = this.matching(query, search, { withText: true });
      for (const [id, text] of this.statement(found).raw(true).iterate(...values) as IterableIterator<[number, string]>) {
        // The goods hold one of the clauses' terms (the index said so): which one, and its texts in order?
        let terms: Set<string> | undefined;
        const held = (clause: Clause) => clause.held.every((holds) => holds(text)) && (checked.length === 1 || clause.terms.every((term) => (terms ??= termSetOf(text)).has(term)));
        if (!checked.some(held)) continue;
        ids.push(id);
        if ((kept += 1) >= SEARCH_CANDIDATES) break;
      }
    }
    return newestOf(ids);
  }

  /**
   * Whether goods may hold every term of the clause (in the category when given): false when one
   * was never indexed. FTS5 reads a query's other terms' lists, and each word beginning's, in full
   * even when one term has none, so a misspelt word cost a lookup 5-8 ms at 200,000 goods.
   */
  private mayMatch(clause: Clause, categoryId: number | null): boolean {
    const indexed = this.statement(`select 1 from terms where term = ?`).pluck(true);
    const beginning = this.statement(`select 1 from terms where term >= ? and term < ? limit 1`).pluck(true);
    return (
      clause.terms.every((term) => indexed.get(lookedUpTerm(categoryId, term)) !== undefined) &&
      clause.beginnings.every((term) => {
        const looked = lookedUpTerm(categoryId, term);
        return beginning.get(looked, `${looked}\u{10ffff}`) !== undefined;
      })
    );
  }

  /** The statement of the goods matching an FTS5 query and the search's filters, the newest first, each as its `rowid` (and with `withText` its search_text), and the values to run it with. */
  private matching(query: string, search: EngineSearch, { withText }: { withText: boolean }): { text: string; values: unknown[] } {
    const filters: string[] = [];
    const values: unknown[] = [query];
    const filter = (condition: string, value?: unknown) => {
      filters.push(` and ${condition}`);
      if (value !== undefined) values.push(value);
    };
    if (search.priceMin !== undefined) filter('g.price >= ?', search.priceMin);
    if (search.priceMax !== undefined) filter('g.price <= ?', search.priceMax);
    if (search.isNew !== undefined) filter('g.is_new = ?', search.isNew ? 1 : 0);
    if (this.inactiveCategories.size > 0) filter(`g.category_id not in (${[...this.inactiveCategories].join(', ')})`);
    const joined = `${filters.length > 0 ? ' join goods g on g.id = goods_terms.rowid' : ''}${withText ? ' join goods_texts t on t.id = goods_terms.rowid' : ''}`;
    const text = `select goods_terms.rowid as rowid${withText ? ', t.search_text' : ''} from goods_terms${joined} where goods_terms match ?${filters.join('')} order by goods_terms.rowid desc`;
    return { text, values };
  }

  private statement(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) this.statements.set(text, (statement = this.file.prepare(text)));
    return statement;
  }

  /**
   * Empties the file for a build. The goods' filters and sort keys, their names (with the sort that
   * breaks a rank's ties) and their searched texts are each in a table of its own: a sort reads a
   * few numbers a goods, not pages full of texts (100 goods' sort keys in half the time at 200,000 goods; their names in three
   * quarters). The terms' index keeps no copy of the terms it was given (contentless, its rows
   * deleted by rowid alone): nothing reads them, and at 200,000 goods they took 870 MB of a
   * 1.2 GB file, now 270 MB.
   */
  reset(): void {
    this.statements.clear();
    this.file.exec(`
      drop table if exists meta; drop table if exists goods; drop table if exists goods_names; drop table if exists goods_texts;
      drop table if exists goods_terms; drop table if exists terms;
      create table meta (key text primary key, value text not null);
      create table goods (id integer primary key, category_id integer not null, price integer not null, is_new integer not null, sort integer not null,
        sales integer not null, new_at integer, created_at integer not null);
      create table goods_names (id integer primary key, sort integer not null, name_text text not null);
      create table goods_texts (id integer primary key, search_text text not null);
      create virtual table goods_terms using fts5(terms, tokenize = "ascii tokenchars '#'", detail = none, content = '', contentless_delete = 1);
      create table terms (term text primary key) without rowid;`);
  }

  /** Ends a build: each term's list in one b-tree, and the vocabulary the lookups check terms against. */
  finishBuild(meta: Record<string, string>): void {
    // One b-tree per term instead of one per batch: each lookup then reads one list (a third faster at 200,000 goods).
    this.file.exec(`insert into goods_terms (goods_terms) values ('optimize')`);
    // Every term at once from the index's own vocabulary (2 s at 200,000 goods), not goods by goods.
    this.file.exec(`create virtual table temp.goods_vocabulary using fts5vocab(main, goods_terms, 'row');
      insert or ignore into terms select term from temp.goods_vocabulary; drop table temp.goods_vocabulary;`);
    this.setMeta(meta);
  }

  /**
   * The goods as read, in one transaction: online ones (re)indexed under their terms, in their
   * category and those above it (`parents`: each category's parent), others removed; then `meta`
   * written. `recordTerms`: add their terms to the vocabulary (a build does it at once, finishBuild).
   */
  apply(changes: readonly IndexChange[], parents: ReadonlyMap<number, number | null>, { recordTerms, meta = {} }: { recordTerms: boolean; meta?: Record<string, string> }): void {
    const removals = ['goods', 'goods_names', 'goods_texts'].map((table) => this.statement(`delete from ${table} where id = ?`));
    const removeTerms = this.statement(`delete from goods_terms where rowid = ?`);
    const insert = this.statement(`insert into goods (id, category_id, price, is_new, sort, sales, new_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertName = this.statement(`insert into goods_names (id, sort, name_text) values (?, ?, ?)`);
    const insertText = this.statement(`insert into goods_texts (id, search_text) values (?, ?)`);
    const insertTerms = this.statement(`insert into goods_terms (rowid, terms) values (?, ?)`);
    const recordTerm = this.statement(`insert or ignore into terms (term) values (?)`);
    this.file.transaction(() => {
      for (const goods of changes) {
        for (const remove of removals) remove.run(goods.id);
        removeTerms.run(goods.id);
        if (!goods.online) continue;
        insert.run(goods.id, goods.category_id, goods.price, goods.is_new, goods.sort, goods.sales, goods.new_at, goods.created_at);
        insertName.run(goods.id, goods.sort, goods.name_text);
        insertText.run(goods.id, goods.search_text);
        const own = [...termSetOf(goods.search_text)];
        const terms = [own, ...categoryAndAbove(parents, goods.category_id).map((categoryId) => own.map((term) => inCategory(categoryId, term)))].flat();
        insertTerms.run(goods.id, terms.join(' '));
        if (recordTerms) for (const term of terms) recordTerm.run(term);
      }
      this.setMeta(meta);
    })();
  }

  private setMeta(values: Record<string, string>): void {
    const upsert = this.statement(`insert into meta (key, value) values (?, ?) on conflict (key) do update set value = excluded.value`);
    for (const [key, value] of Object.entries(values)) upsert.run(key, value);
  }
}
