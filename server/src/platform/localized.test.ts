// @module-tag embedded
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedText } from './tables/columns.ts';
import { freshDatabaseUrl } from '../test/test-app.ts';
import { openDatabase, rowsOf, type Database } from './db.ts';
import { localized, localizedSql } from './localized.ts';

const CITY = { ar: 'طوكيو', en: 'Tokyo', 'zh-CN': '东京' };
/** Text, the caller's language, the default one, and what both forms answer. */
const CASES: [LocalizedText, string, string, string][] = [
  [CITY, 'zh-CN', 'ja', '东京'],
  [CITY, 'fr', 'ar', 'طوكيو'],
  // Neither the caller's language nor the default one: English, not the first key jsonb keeps (ar).
  [CITY, 'fr', 'ja', 'Tokyo'],
  [{ ja: '東京' }, 'fr', 'es', '東京'],
  [{}, 'fr', 'es', ''],
];

let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let database: Database;
beforeAll(async () => {
  fresh = await freshDatabaseUrl('seeded');
  database = await openDatabase({ databaseUrl: fresh.url, snapshot: fresh.snapshot, dataDir: null });
});
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

describe('localized', () => {
  it('reads the caller’s language, else the default one, else English, else any text', () => {
    for (const [text, lang, fallback, expected] of CASES) expect(localized(text, lang, fallback)).toBe(expected);
  });

  it('answers the same in SQL, for a select in one language', async () => {
    for (const [text, lang, fallback, expected] of CASES) {
      const rows = await rowsOf<{ text: string }>(database.db, sql`select ${localizedSql(sql`${JSON.stringify(text)}::jsonb`, sql`${lang}`, sql`${fallback}`)} as text`);
      expect(rows[0]?.text).toBe(expected);
    }
  });
});
