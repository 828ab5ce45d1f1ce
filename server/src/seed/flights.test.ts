// @module-tag embedded
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AirportAdminRow, AirportResult, PageResult } from '@roamcart/contracts';
import { rowsOf } from '../platform/db.ts';
import { adminCall, signedInAdmin } from '../test/admin-client.ts';
import { call, useTestApp } from '../test/test-app.ts';
import { seedDemoFlights } from './flights.ts';

const t = useTestApp({}, { template: 'flights' });

const cityTexts = async (code: string) => (await rowsOf<{ city: Record<string, string> }>(t.db, sql`select city from airports where code = ${code}`))[0]!.city;

describe('seedDemoFlights at a later start', () => {
  it('gives the cities of a database seeded before CLDR’s names their names in the store’s languages', async () => {
    await t.db.execute(sql`update airports set city = jsonb_build_object('en', city->'en') where code in ('CDG', 'ORY', 'NRT')`);
    await seedDemoFlights(t.db);
    expect(await cityTexts('CDG')).toEqual({ en: 'Paris', 'zh-CN': '巴黎', es: 'París', ja: 'パリ', ar: 'باريس' });
    expect(await cityTexts('ORY')).toEqual(await cityTexts('CDG'));
    const found = await call<AirportResult[]>(t.app, 'GET', '/ticket/airports', { keyword: '巴黎' }, { lang: 'ar' });
    expect(found.data.map((airport) => [airport.code, airport.city])).toEqual([['CDG', 'باريس']]);
  });

  it('keeps the cities the back office wrote; a language it blanks takes CLDR’s name again', async () => {
    const root = await signedInAdmin(t, 'super');
    const saved = await adminCall<AirportAdminRow>(t.app, root, 'POST', '/airports/save', { code: 'HND', city: { 'zh-CN': '东京（羽田）', ar: '' } });
    expect(saved.data.city_texts).toEqual({ en: 'Tokyo', 'zh-CN': '东京（羽田）', es: 'Tokio', ja: '東京', ar: 'طوكيو' });
    await seedDemoFlights(t.db);
    expect(await cityTexts('HND')).toEqual(saved.data.city_texts);
    const listed = await adminCall<PageResult<AirportAdminRow>>(t.app, root, 'GET', '/airports', { keyword: '羽田' }, { lang: 'zh-CN' });
    expect(listed.data.list.map((airport) => [airport.code, airport.city])).toEqual([['HND', '东京（羽田）']]);
  });
});
