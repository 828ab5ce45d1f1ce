import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGE_CODES } from '@roamcart/contracts';
import type { LocalizedText } from '../../platform/tables/columns.ts';

/*
 * City names in the store's languages from CLDR (the Unicode locale data): its time-zone names
 * give an "exemplar city" per zone in every locale (Asia/Tokyo: 東京, 东京, Tokio, طوكيو). An
 * airport takes a zone's names when its English city is the zone's city and its own zone keeps
 * the same clock (Paris, Texas keeps Chicago's; aliases such as Asia/Calcutta and Asia/Kolkata
 * agree). Cities of no zone (Osaka, Munich) and airport names stay English until the back office
 * translates them.
 */

const require = createRequire(import.meta.url);

/** A zone of CLDR's time-zone names ("exemplarCity": its city in that locale, absent where it is the zone id's). */
interface CldrZone {
  _type?: 'zone';
  exemplarCity?: string;
}
type CldrZoneTree = { [name: string]: CldrZoneTree | CldrZone };

/** A CLDR locale folder for a store language (zh-CN reads zh, zh-TW would read zh-Hant), or none. */
function cldrLocaleOf(lang: string, main: string): string | undefined {
  const { language, script, region } = new Intl.Locale(lang).maximize();
  return [lang, `${language}-${script}-${region}`, `${language}-${script}`, language].find((locale) => existsSync(path.join(main, locale, 'timeZoneNames.json')));
}

const isZone = (node: CldrZoneTree | CldrZone): node is CldrZone => node._type === 'zone';

/** Every zone of a locale's tree (areas hold zones and areas) with its exemplar city in that locale, if it has its own. */
function zoneCities(tree: CldrZoneTree, prefix = ''): { zone: string; city?: string }[] {
  return Object.entries(tree).flatMap(([name, node]) => (isZone(node) ? [{ zone: `${prefix}${name}`, city: node.exemplarCity }] : zoneCities(node, `${prefix}${name}/`)));
}

/** How a city name is compared: accents, case and punctuation aside ("Sao Paulo" is São Paulo). */
const cityKey = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** A zone's local clock at two instants half a year apart: zones showing the same keep the same offsets. */
const SEASONS = [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')];
const clocks = new Map<string, string | undefined>();
function clockOf(timeZone: string): string | undefined {
  if (!clocks.has(timeZone)) {
    try {
      const format = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' });
      clocks.set(timeZone, SEASONS.map((instant) => format.format(instant)).join(' '));
    } catch {
      // A zone this runtime does not know: no city can be matched by its clock.
      clocks.set(timeZone, undefined);
    }
  }
  return clocks.get(timeZone);
}

type ZoneCity = { clock: string; names: LocalizedText };

/** CLDR's zone cities keyed by their English name, with their names in the other languages (those that differ from the English). */
function readZoneCities(): Map<string, ZoneCity[]> {
  const main = path.join(path.dirname(require.resolve('cldr-dates-full/package.json')), 'main');
  const namesByZone = new Map<string, LocalizedText>();
  for (const lang of LANGUAGE_CODES) {
    const locale = cldrLocaleOf(lang, main);
    if (!locale) continue;
    const file = JSON.parse(readFileSync(path.join(main, locale, 'timeZoneNames.json'), 'utf8')) as { main: Record<string, { dates: { timeZoneNames: { zone: CldrZoneTree } } }> };
    for (const { zone, city } of zoneCities(file.main[locale]!.dates.timeZoneNames.zone)) {
      if (zone.startsWith('Etc/')) continue;
      const names = namesByZone.get(zone) ?? {};
      if (city) names[lang] = city;
      namesByZone.set(zone, names);
    }
  }
  const cities = new Map<string, ZoneCity[]>();
  for (const [zone, names] of namesByZone) {
    const english = names.en ?? zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');
    const clock = clockOf(zone);
    if (!clock) continue;
    const key = cityKey(english);
    const translated = Object.fromEntries(Object.entries(names).filter(([lang, name]) => lang !== 'en' && name !== english));
    cities.set(key, [...(cities.get(key) ?? []), { clock, names: translated }]);
  }
  return cities;
}

/** Read on first use (a few hundred names; the files themselves are not kept). */
let zoneCitiesByName: Map<string, ZoneCity[]> | undefined;

/**
 * An airport's city with CLDR's name added in each language it has no text in: a text already
 * there (the back office's) is kept.
 */
export function withCldrCity(city: LocalizedText, timeZone: string): LocalizedText {
  zoneCitiesByName ??= readZoneCities();
  const zones = city.en ? zoneCitiesByName.get(cityKey(city.en)) : undefined;
  const clock = zones && clockOf(timeZone);
  const zone = clock ? zones!.find((candidate) => candidate.clock === clock) : undefined;
  return zone ? { ...zone.names, ...city } : city;
}
