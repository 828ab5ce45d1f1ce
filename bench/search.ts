// Issue #33's search runs: keyword search with every answer built (none from the answer cache),
// and a mixed workload of 5,000 keywords drawn Zipf-distributed with category filters, sorts and
// pages, so most answers miss the cache. The server's cache hits and misses are read from its
// /metrics (METRICS_TOKEN) around each run.
import type autocannon from 'autocannon';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_EDITIONS } from '../server/src/seed/catalogue-words.ts';
import type { RunningServer } from '../scripts/server.mjs';
import { get } from './customers.ts';
import { saturate, type LoadPlan, type SaturationRow } from './saturate.ts';

/** The token the bench starts the server with, to read its cache counters. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

const API = '/app_index/goods';
const LANGS = ['en', 'zh-CN', 'es', 'fr', 'ja', 'ar'];
const MIXED_KEYWORDS = 5000;
/** Requests each connection draws ahead (then cycles): more than it sends in a run. */
const DRAWN_PER_CONNECTION = 60_000;

export interface SearchRow extends SaturationRow {
  /** Answers served from the answer cache, of all lookups in the warm-up and the run. */
  cache_hit_rate: number;
  /** Of the searches that reached the search engine (SEARCH_ENGINE=sqlite), those whose goods it had kept from an earlier one (none with SEARCH_KEPT_MIB=0). */
  kept_hit_rate: number;
}

/** A small seeded generator (mulberry32): the same workload on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A misspelling: one letter left out or two neighbours swapped (spaced scripts only, else the keyword). */
function misspelt(keyword: string, next: () => number): string {
  const characters = [...keyword];
  if (characters.length < 5 || /[^\p{Script=Latin}\s]/u.test(keyword)) return keyword;
  const at = 1 + Math.floor(next() * (characters.length - 2));
  if (next() < 0.5) characters.splice(at, 1);
  else [characters[at], characters[at + 1]] = [characters[at + 1] ?? '', characters[at] ?? ''];
  return characters.join('');
}

/**
 * MIXED_KEYWORDS distinct keywords, most searched first: goods types and categories in every
 * language, their single words, brands with types and editions, Chinese and Japanese types with a
 * character left out (found in order), misspellings, and words nothing matches.
 */
export function mixedKeywords(): string[] {
  const next = random(33);
  const types = DEMO_CATEGORIES.flatMap((top) => top.children.flatMap((child) => child.types.map((type) => type.name)));
  const categories = DEMO_CATEGORIES.flatMap((top) => [top.name, ...top.children.map((child) => child.name)]);
  const keywords = new Set<string>();
  const add = (keyword: string) => keywords.size < MIXED_KEYWORDS && keywords.add(keyword.toLowerCase());
  for (const name of types) for (const text of name) add(text);
  for (const name of categories) for (const text of name) add(text);
  for (const name of types) for (const word of name[0].split(' ')) add(word);
  for (const name of types) for (const text of [name[1], name[4]]) if ([...text].length >= 3) add([...text].filter((_, index) => index !== 1).join(''));
  for (const name of types) for (const text of [name[0], name[2], name[3]]) add(misspelt(text, next));
  for (const brand of DEMO_BRANDS) for (const name of types) add(`${brand} ${name[0]}`);
  for (let n = 0; keywords.size < MIXED_KEYWORDS; n += 1) {
    const name = types[Math.floor(next() * types.length)]!;
    const edition = DEMO_EDITIONS[Math.floor(next() * DEMO_EDITIONS.length)]!;
    const brand = DEMO_BRANDS[Math.floor(next() * DEMO_BRANDS.length)]!;
    const lang = [0, 2, 3][n % 3]!;
    const roll = next();
    if (roll < 0.4) add(`${brand} ${name[lang]} ${edition.name[lang]}`);
    else if (roll < 0.7) add(misspelt(`${name[lang]} ${edition.name[lang]}`, next));
    else if (roll < 0.85) add(`${name[lang]} ${Math.floor(next() * 40)}`);
    else add(`zq${Math.floor(next() * 1e6).toString(36)}`);
  }
  return [...keywords];
}

/** Zipf (s = 1) over ranks 0..n-1: rank r drawn with weight 1 / (r + 1). */
function zipf(n: number, next: () => number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 0; rank < n; rank += 1) cumulative.push((sum += 1 / (rank + 1)));
  return () => {
    const target = next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** A metric of the server's /metrics (a counter or gauge without labels); 0 when absent. */
async function metricOf(server: RunningServer, names: string[]): Promise<number[]> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })).text();
  return names.map((name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0));
}

/** The server's answer-cache and search-engine hits and misses so far. */
async function cacheLookups(server: RunningServer): Promise<number[]> {
  return metricOf(server, ['roamcart_response_cache_hits_total', 'roamcart_response_cache_misses_total', 'roamcart_search_kept_hits_total', 'roamcart_search_kept_misses_total']);
}

/** Polls the server until its search engine's index is built (SEARCH_ENGINE=sqlite), at most `timeoutMs`; answers the seconds waited. */
export async function searchIndexBuilt(server: RunningServer, timeoutMs = 15 * 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const [ready] = await metricOf(server, ['roamcart_search_index_ready']);
    if (ready === 1) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The search index was not built within ${timeoutMs / 1000} s`);
}

async function withCacheRate(server: RunningServer, run: () => Promise<SaturationRow>): Promise<SearchRow> {
  const before = await cacheLookups(server);
  const row = await run();
  const after = await cacheLookups(server);
  const rate = (hitsAt: number) => {
    const hits = (after[hitsAt] ?? 0) - (before[hitsAt] ?? 0);
    const lookups = hits + (after[hitsAt + 1] ?? 0) - (before[hitsAt + 1] ?? 0);
    return Number((lookups ? hits / lookups : 0).toFixed(3));
  };
  return { ...row, cache_hit_rate: rate(0), kept_hit_rate: rate(2) };
}

/** Each connection sends its own endless stream of paths from `pathOf(connection, sent)`. */
function streamPlan(pathOf: (connection: number, sent: number) => string): LoadPlan {
  let connections = 0;
  return {
    requests: [{ method: 'GET', path: pathOf(0, 0) }],
    setupClient: (client: autocannon.Client) => {
      const connection = connections;
      connections += 1;
      let sent = 0;
      client.setRequests([{ method: 'GET', path: pathOf(connection, 0), setupRequest: (request) => ({ ...request, path: pathOf(connection, (sent += 1)) }) }]);
    },
  };
}

/**
 * The saturation keyword searches again, each answer built: a query parameter the list does not
 * read, new on every request, keeps the answer cache from serving any. The sqlite engine's server
 * for this run keeps no searches or cards (SEARCH_KEPT_MIB=0), so each is looked up and read.
 */
export async function uncachedSearch(server: RunningServer): Promise<SearchRow> {
  const keywords = ['headphones', 'backpack', 'smart watch', 'yoga mat', 'coffee maker', 'running shoes', 'headphnes', 'tent', '耳机', '跑鞋'];
  const pathOf = (connection: number, sent: number) =>
    `${API}/list?keyword=${encodeURIComponent(keywords[sent % keywords.length]!)}&page=1&limit=20&lang=en&currency=USD&request=${connection}-${sent}`;
  const answer = await get(`${server.url}${pathOf(-1, 0)}`);
  if (answer.code !== 200) throw new Error(`keyword search (uncached) answered ${JSON.stringify(answer).slice(0, 300)}`);
  return withCacheRate(server, () => saturate('keyword search (uncached)', server, streamPlan(pathOf)));
}

/** The categories a mixed search filters on: the top and middle levels of the tree. */
export async function searchedCategories(server: RunningServer): Promise<number[]> {
  const tree = await get<{ id: number; children: { id: number }[] }[]>(`${server.url}${API}/category?lang=en&currency=USD`);
  if (tree.code !== 200) throw new Error(`The category tree answered ${JSON.stringify(tree)}`);
  return tree.data.flatMap((top) => [top.id, ...top.children.map((child) => child.id)]);
}

/** The mixed workload: Zipf-drawn keywords in a random reading language, a filter on one of `categoryIds` on a quarter, every sort, pages 1 to 3. */
export async function mixedSearch(server: RunningServer, categoryIds: number[]): Promise<SearchRow> {
  const keywords = mixedKeywords();
  const sorts = ['', '', '', '', 'sales', 'sales', 'price_asc', 'price_desc', 'newest', 'newest'];
  const streams: string[][] = [];
  const pathOf = (connection: number, sent: number) => {
    let stream = streams[connection];
    if (!stream) {
      const next = random(1000 + connection);
      const rank = zipf(keywords.length, next);
      stream = streams[connection] = Array.from({ length: DRAWN_PER_CONNECTION }, () => {
        const keyword = keywords[rank()]!;
        const lang = LANGS[Math.floor(next() * LANGS.length)]!;
        const sort = sorts[Math.floor(next() * sorts.length)]!;
        const category = next() < 0.25 ? `&category_id=${categoryIds[Math.floor(next() * categoryIds.length)]}` : '';
        const roll = next();
        const page = roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
        return `${API}/list?keyword=${encodeURIComponent(keyword)}${category}${sort ? `&sort=${sort}` : ''}&page=${page}&limit=20&lang=${lang}&currency=USD`;
      });
    }
    return stream[sent % stream.length]!;
  };
  return withCacheRate(server, () => saturate('mixed search', server, streamPlan(pathOf)));
}
