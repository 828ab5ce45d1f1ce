import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LocalizedText } from '../db/schema/columns.ts';
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

const database = new PGlite();
afterAll(() => database.close());

describe('localized', () => {
  it('reads the caller’s language, else the default one, else English, else any text', () => {
    for (const [text, lang, fallback, expected] of CASES) expect(localized(text, lang, fallback)).toBe(expected);
  });

  it('answers the same in SQL, for a select in one language', async () => {
    const dialect = new PgDialect();
    for (const [text, lang, fallback, expected] of CASES) {
      const query = dialect.sqlToQuery(sql`select ${localizedSql(sql`${JSON.stringify(text)}::jsonb`, sql`${lang}`, sql`${fallback}`)} as text`);
      const { rows } = await database.query<{ text: string }>(query.sql, query.params);
      expect(rows[0]?.text).toBe(expected);
    }
  });
});
