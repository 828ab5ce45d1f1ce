import path from 'node:path';
import { Counter, Gauge } from 'prom-client';
import { sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery } from '@roamcart/contracts';
import { rowsOf, type Db, type DbOrTx } from '../../platform/db.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { correctionsOf, synonymAlternatives, type SearchPage } from './keyword-search.ts';
import { KeptByBytes } from '../../platform/kept-by-bytes.ts';
import { categories, deletedProducts, products, searchSynonyms } from './tables.ts';
import type { EngineSearch, GoodsChange, IndexChange, Spellings } from './search-index.ts';
import { SearchIndexThread } from './search-index-thread.ts';
import { categoryAndAbove } from './search-matching.ts';

export type { EngineSearch } from './search-index.ts';

/**
 * The goods search engine beside PostgreSQL (SEARCH_ENGINE=sqlite): its index (search-index.ts,
 * SQLite's FTS5 on a thread of its own) answers keyword searches without a database round trip for
 * the lookup. It finds the same goods as PostgreSQL's search (keyword-search.ts: the keyword's
 * words and unspaced characters, synonyms, corrections, word beginnings, the category) and ranks
 * them the same way; PostgreSQL still gives the corrections (its dictionary) and the page's cards
 * (service.ts KeptCards). It follows the goods by the transaction that last changed them
 * (`products.search_xid`), catching up whenever the catalogue's cached answers are dropped, so it
 * is as fresh as they are.
 */

/** Bumped when the file's tables or terms change: an older file is rebuilt. */
const INDEX_FORMAT = 8;
/** Goods read from PostgreSQL per statement while the index is built. */
const BUILD_BATCH = 2_000;
/**
 * Of SEARCH_KEPT_MIB, what the searches whose goods are kept (ids only, for every sort, page and
 * language, until the next catalogue write) may take of the heap, as keptBytesOf counts it: the
 * long tail of keywords repeats across sorts, pages and languages far more than whole answers do.
 * At the default 3.6 MiB, about 1,900 searches of the bench's mixed workload (4,096 of them:
 * 7.6 MiB measured, 7.65 counted); fewer when each holds many goods in many orders. The rest keeps
 * cards (service.ts KeptCards), which saved more CPU an answer than searches beyond 4 MiB did.
 */
export const KEPT_SEARCHES_SHARE = 4 / 9;

/** What the goods a search finds depend on: all but the sort and the page. */
const searchKey = (search: EngineSearch): string => [search.keyword, search.categoryId, search.priceMin, search.priceMax, search.isNew].join('\u0000');

/** A search's goods as kept (until the next catalogue write): the spellings that found them, in each order asked so far (one at least). */
export interface Found {
  spellings: Spellings;
  orders: Partial<Record<GoodsListQuery['sort'], Int32Array>>;
}

/**
 * Beside the kept searches' memory, what the keywords' corrections may take (correctionsBytesOf): a
 * search dropped from the kept ones, or the same keyword in another category or price range,
 * would otherwise ask PostgreSQL's dictionary again (the mixed workload's most frequent statement).
 */
const KEPT_CORRECTIONS_SHARE = 1 / 8;

/** About what a keyword's kept corrections take of the heap: the texts and the arrays and map entry around them. */
export function correctionsBytesOf(keyword: string, corrections: string[][]): number {
  return 300 + 2 * keyword.length + corrections.reduce((bytes, words) => bytes + 60 + words.reduce((sum, word) => sum + 40 + 2 * word.length, 0), 0);
}

/** About what a kept search takes of the heap: its key, spellings and orders, and the objects around them (calibrated on the mixed workload). */
export function keptBytesOf(key: string, found: Found): number {
  const texts = found.spellings.spelled.join('').length + found.spellings.corrections.flat().join('').length;
  return 1_100 + 2 * (key.length + texts) + Object.values(found.orders).reduce((bytes, ids) => bytes + 320 + ids.byteLength, 0);
}


export class GoodsSearchEngine {
  private index: SearchIndexThread;
  /** The catalogue generation (ResponseCache) the index was last brought up to; null: never. */
  private syncedGeneration: number | null = null;
  private catchingUp: Promise<void> | null = null;
  private ready = false;
  private closed = false;
  /** Each category's parent (null at the top) as the goods' category terms were written with. */
  private parents = new Map<number, number | null>();
  private synonymGroups: string[][] = [];
  private readonly kept: KeptByBytes<string, Found>;
  /** Each keyword's corrections (PostgreSQL's dictionary), until the next catalogue write. */
  private readonly keptCorrections: KeptByBytes<string, string[][]>;
  private readonly onError: (error: unknown) => void;
  private readonly onLookup: (kept: boolean) => void;
  /** Settles once the index is built or caught up at start (or failed to be). */
  started: Promise<void> = Promise.resolve();
  /** Whether start found no index for this database and built one. */
  builtAtStart = false;

  constructor(
    private readonly db: Db,
    private readonly indexFile: string,
    /** The catalogue's cached-answers generation: a change means goods were written. */
    private readonly catalogueGeneration: () => number,
    {
      keptBytes,
      onError,
      onLookup = () => {},
    }: {
      /** What kept searches may take of the heap (keptBytesOf), and kept corrections an eighth of it beside; 0: none kept. */
      keptBytes: number;
      /** The index failed (a file that cannot be read or written): searches go to PostgreSQL. */
      onError: (error: unknown) => void;
      /** Counts a search answered from the kept goods (true) or looked up (false). */
      onLookup?: (kept: boolean) => void;
    },
  ) {
    this.kept = new KeptByBytes(keptBytes, keptBytesOf);
    this.keptCorrections = new KeptByBytes(Math.floor(keptBytes * KEPT_CORRECTIONS_SHARE), correctionsBytesOf);
    this.onError = onError;
    this.onLookup = onLookup;
    this.index = new SearchIndexThread(indexFile);
  }

  /** Opens the index: kept when it was built for this database in this format, else built again (searches go to PostgreSQL meanwhile). */
  async start(): Promise<void> {
    const [identity] = await rowsOf<{ database: string }>(this.db, sql`select current_database() || ':' || (select oid from pg_database where datname = current_database()) || ':' || (select system_identifier from pg_control_system()) as database`);
    const expected = `${INDEX_FORMAT}:${identity?.database ?? ''}`;
    if ((await this.index.call('metaValue', 'identity')) !== expected) {
      this.builtAtStart = true;
      await this.build(expected);
      // A new thread serves: the one that built the index ends, and the heap its batches grew with it.
      await this.index.close();
      if (!this.closed) this.index = new SearchIndexThread(this.indexFile);
    } else this.parents = new Map(JSON.parse((await this.index.call('metaValue', 'parents')) ?? '[]') as [number, number | null][]);
    this.ready = !this.closed;
  }

  get isReady(): boolean {
    return this.ready;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.ready = false;
    await this.index.close();
  }

  /** One page of goods ids, or null while the index is being built. */
  async search(db: DbOrTx, search: EngineSearch): Promise<SearchPage | null> {
    if (!this.ready) return null;
    await this.catchUp();
    const generation = this.syncedGeneration;
    const key = searchKey(search);
    let found = this.kept.take(key);
    this.onLookup(found !== undefined);
    let ids: Int32Array | undefined;
    if (found) {
      const { orders, spellings } = found;
      ids = orders[search.sort];
      if (!ids) {
        const ordered = await this.orNull(() => this.index.call('inOrder', Object.values(orders)[0] ?? [], search, spellings));
        if (!ordered) return null;
        orders[search.sort] = ids = Int32Array.from(ordered);
      }
    } else {
      const looked = await this.lookUp(db, search);
      if (!looked) return null;
      ids = Int32Array.from(looked.ordered);
      found = { spellings: looked.spellings, orders: { [search.sort]: ids } };
    }
    // Kept only while nothing was written since the catch-up it was found after.
    if (generation === this.syncedGeneration) this.kept.put(key, found);
    const offset = (search.page - 1) * search.limit;
    return { total: ids.length, rows: [...ids.subarray(offset, offset + search.limit)] };
  }

  /** The goods the search finds in its order, and the spellings that found them: as typed first, widened when that finds few. */
  private async lookUp(db: DbOrTx, search: EngineSearch): Promise<{ ordered: number[]; spellings: Spellings } | null> {
    const typed: Spellings = { spelled: [search.keyword], corrections: [], inWords: false };
    const asTyped = await this.orNull(() => this.index.call('find', search, typed));
    if (!asTyped) return null;
    if (asTyped.ordered) return { ordered: asTyped.ids, spellings: typed };
    const spelled = [search.keyword, ...synonymAlternatives(search.keyword, this.synonymGroups)];
    const corrections = await this.correctionsFor(db, search.keyword, spelled);
    const inWords = asTyped.ids.length === 0;
    const spellings: Spellings = spelled.length === 1 && corrections.length === 0 && !inWords ? typed : { spelled, corrections, inWords };
    const found = await this.orNull(() => (spellings === typed ? this.index.call('inOrder', asTyped.ids, search, typed) : this.index.call('find', search, spellings, asTyped.ids).then(({ ids }) => ids)));
    return found && { ordered: found, spellings };
  }

  /** The keyword's corrections, kept while nothing is written (they follow the goods' words and the synonyms, both read at catch-up). */
  private async correctionsFor(db: DbOrTx, keyword: string, spelled: string[]): Promise<string[][]> {
    const kept = this.keptCorrections.get(keyword);
    if (kept) return kept;
    const generation = this.syncedGeneration;
    const corrections = (await correctionsOf(db, keyword, spelled)).map((words) => words.map((word) => word.text));
    if (generation === this.syncedGeneration) this.keptCorrections.put(keyword, corrections);
    return corrections;
  }

  /** What the index answers, or null when it failed (logged once: PostgreSQL answers every search from then on). */
  private async orNull<Answer>(read: () => Promise<Answer>): Promise<Answer | null> {
    if (!this.ready) return null;
    try {
      return await read();
    } catch (error) {
      this.failed(error);
      return null;
    }
  }

  private failed(error: unknown): void {
    if (!this.ready) return;
    this.ready = false;
    this.onError(error);
  }

  /**
   * Every goods again, from PostgreSQL in batches (the index's thread writes one while the next is
   * read); the changes made meanwhile are read by the next catch-up.
   */
  private async build(identity: string): Promise<void> {
    await this.index.call('reset');
    const horizon = await this.horizon();
    this.parents = parentsOf(await this.categoryRows());
    let written: Promise<void> = Promise.resolve();
    let after = 0;
    for (;;) {
      if (this.closed) return;
      const batch = await this.goodsChanged(sql`${products.id} > ${after} order by ${products.id} limit ${BUILD_BATCH}`);
      await written;
      const last = batch.at(-1);
      if (!last) break;
      written = this.index.call('apply', batch, this.parents, { recordTerms: false });
      after = last.id;
    }
    await this.index.call('finishBuild', { identity, horizon, parents: JSON.stringify([...this.parents]) });
  }

  private categoryRows(): Promise<CategoryRow[]> {
    return rowsOf<CategoryRow>(this.db, sql`select id, parent_id, status from ${categories}`);
  }

  /** Brings the index up to the goods' last committed changes, once per catalogue write; concurrent searches wait for the same. */
  private async catchUp(): Promise<void> {
    const generation = this.catalogueGeneration();
    if (generation === this.syncedGeneration) return;
    this.catchingUp ??= this.readChanges(generation).finally(() => {
      this.catchingUp = null;
    });
    await this.catchingUp;
  }

  private async readChanges(generation: number): Promise<void> {
    let from: string | undefined;
    try {
      from = await this.index.call('metaValue', 'horizon');
    } catch (error) {
      this.failed(error);
      return;
    }
    const horizon = await this.horizon();
    // Read after the horizon was taken: a change committed between the two is read now and again next time.
    const changed = await this.goodsChanged(sql`${products.searchXid} >= ${from ?? '0'}::xid8`);
    const deleted = await rowsOf<{ id: number }>(this.db, sql`select ${deletedProducts.productId} as id from ${deletedProducts} where ${deletedProducts.searchXid} >= ${from ?? '0'}::xid8`);
    const categoryRows = await this.categoryRows();
    const parents = parentsOf(categoryRows);
    // Goods under a category moved elsewhere in the tree are written again with their new category terms.
    const moved = [...parents].filter(([id, parent]) => this.parents.get(id) !== parent).map(([id]) => id);
    const underMoved = [...parents.keys()].filter((id) => categoryAndAbove(parents, id).some((above) => moved.includes(above)));
    const rewritten = underMoved.length ? await this.goodsChanged(sql`${products.categoryId} = any(${`{${underMoved.join(',')}}`}::int[])`) : [];
    const synonymRows = await rowsOf<{ words: string[] }>(this.db, sql`select ${searchSynonyms.words} as words from ${searchSynonyms} where ${searchSynonyms.status} = 'active'`);
    if (this.closed) return;
    this.parents = parents;
    const changes: IndexChange[] = [...deleted, ...changed, ...rewritten];
    try {
      await this.index.call('apply', changes, parents, { recordTerms: true, meta: { horizon, parents: JSON.stringify([...parents]) } });
      await this.index.call('setInactiveCategories', inactiveCategoriesOf(categoryRows));
    } catch (error) {
      this.failed(error);
    }
    this.synonymGroups = synonymRows.map((row) => row.words);
    this.kept.clear();
    this.keptCorrections.clear();
    this.syncedGeneration = generation;
  }

  /** The oldest transaction still running: every change of an older one is committed (or undone) and visible from now on. */
  private async horizon(): Promise<string> {
    const [row] = await rowsOf<{ horizon: string }>(this.db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`);
    return row?.horizon ?? '0';
  }

  private async goodsChanged(where: SQL): Promise<GoodsChange[]> {
    return rowsOf<GoodsChange>(
      this.db,
      sql`select ${products.id} as id, ${products.categoryId} as category_id, ${products.status} = 'online' as online, ${products.price}::float8 as price,
        ${products.isNew}::int as is_new, ${products.sort} as sort, ${products.salesVolume} as sales,
        (extract(epoch from ${products.newAt}) * 1000)::float8 as new_at, (extract(epoch from ${products.createdAt}) * 1000)::float8 as created_at,
        lower(${products.brand} || ' ' || ${products.name}::text) as name_text, ${products.searchText} as search_text
        from ${products} where ${where}`,
    );
  }
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  status: string;
}

const parentsOf = (rows: readonly CategoryRow[]): Map<number, number | null> => new Map(rows.map((row) => [row.id, row.parent_id]));

/** Categories that are off or under one that is: their goods are not shown (service.ts inActiveCategory). */
function inactiveCategoriesOf(rows: readonly CategoryRow[]): Set<number> {
  const parents = parentsOf(rows);
  const off = new Set(rows.filter((row) => row.status !== 'active').map((row) => row.id));
  return new Set(rows.filter((row) => categoryAndAbove(parents, row.id).some((id) => off.has(id))).map((row) => row.id));
}

const engines = new WeakMap<AppDeps, GoodsSearchEngine>();

/**
 * Opens the server's search engine when SEARCH_ENGINE asks for one: its index is built or caught
 * up in the background (searches go to PostgreSQL until it is), and closed with the server.
 */
export function openSearchEngine(app: App, catalogueGeneration: () => number, keptBytes: number): GoodsSearchEngine | null {
  const { deps } = app;
  if (deps.config.SEARCH_ENGINE !== 'sqlite') return null;
  const log = app.log.child({ part: 'search-engine' });
  const indexFile = deps.config.SEARCH_INDEX_FILE ?? path.join(deps.config.dataDir, 'search', 'goods.sqlite');
  const registers = [deps.metrics.registry];
  const keptHits = new Counter({ name: 'roamcart_search_kept_hits_total', help: 'Keyword searches whose goods the search engine had kept from an earlier search (same keyword and filters).', registers });
  const keptMisses = new Counter({ name: 'roamcart_search_kept_misses_total', help: 'Keyword searches the search engine looked up in its index.', registers });
  const engine = new GoodsSearchEngine(deps.db, indexFile, catalogueGeneration, {
    keptBytes,
    onError: (error) => log.error({ err: error }, 'search index failed: searches go to PostgreSQL'),
    onLookup: (kept) => (kept ? keptHits : keptMisses).inc(),
  });
  engines.set(deps, engine);
  engine.started = engine.start().catch((error: unknown) => log.error({ err: error }, 'search index not built: searches stay on PostgreSQL'));
  new Gauge({
    name: 'roamcart_search_index_ready',
    help: 'Whether the search engine answers keyword searches (1), or its index is still being built and PostgreSQL answers them (0).',
    registers,
    collect() {
      this.set(engine.isReady ? 1 : 0);
    },
  });
  app.addHook('onClose', async () => {
    await engine.started;
    await engine.close();
  });
  return engine;
}

/** The server's search engine (openSearchEngine), if it runs one. */
export const searchEngineOf = (deps: AppDeps): GoodsSearchEngine | null => engines.get(deps) ?? null;
