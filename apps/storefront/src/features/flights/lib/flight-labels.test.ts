import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fareLabel, partyLabel, passengersLabel, stopsLabel, tripRouteLabel } from './flight-labels.ts';

/** A leg from `from` to `to`, with its airports' local times and offsets. */
const leg = (from: string, to: string, toCity: string, departAt: string, arriveAt: string) => ({ from, to, from_city: from, to_city: toCity, depart_at: departAt, arrive_at: arriveAt });

const LONDON_DUBAI = leg('LHR', 'DXB', 'Dubai', '2026-12-01T08:00:00+00:00', '2026-12-01T19:50:00+04:00');
/** 2 h 10 min in Dubai. */
const DUBAI_SINGAPORE = leg('DXB', 'SIN', 'Singapore', '2026-12-01T22:00:00+04:00', '2026-12-02T09:30:00+08:00');
/** 1 h 5 min in Singapore, whose clock is four hours ahead of Dubai's. */
const SINGAPORE_SYDNEY = leg('SIN', 'SYD', 'Sydney', '2026-12-02T10:35:00+08:00', '2026-12-02T20:50:00+11:00');

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
  // The seeded dictionaries' words for the stops sentence (server/src/seed/i18n/storefront).
  i18n.addResourceBundle(
    'zh-CN',
    'translation',
    {
      'flight.nonstop': '直飞',
      'flight.duration': '{{hours}}小时{{minutes}}分',
      'flight.airport_city_code': '{{city}}（{{code}}）',
      'flight.stops_via_other': '经停{{count}}次：{{places}}，停留{{duration}}',
    },
    true,
    true,
  );
  i18n.addResourceBundle(
    'ar',
    'translation',
    {
      'flight.nonstop': 'مباشرة',
      'flight.duration': '{{hours}} س {{minutes}} د',
      'flight.airport_city_code': '{{city}} ({{code}})',
      'flight.stops_via_one': 'توقف واحد ({{count}}) في {{places}}، {{duration}}',
      'flight.stops_via_two': 'توقفان ({{count}}) في {{places}}، {{duration}} إجمالًا',
    },
    true,
    true,
  );
  i18n.addResourceBundle(
    'en',
    'translation',
    {
      'flight.cabin_name.business': 'Business',
      'flight.brand.flex': 'Flex',
      'flight.adults_count_one': '{{count}} adult',
      'flight.adults_count_other': '{{count}} adults',
      'flight.children_count_one': '{{count}} child',
      'flight.children_count_other': '{{count}} children',
      'flight.infants_count_one': '{{count}} infant',
      'flight.infants_count_other': '{{count}} infants',
      'flight.nonstop': 'Non-stop',
      'flight.duration': '{{hours}} h {{minutes}} min',
      'flight.airport_city_code': '{{city}} ({{code}})',
      'flight.stops_via_one': '{{count}} stop in {{places}}, {{duration}}',
      'flight.stops_via_other': '{{count}} stops in {{places}}, {{duration}} in all',
      'flight.route_pair': '{{from}} → {{to}}',
      'flight.trip_kind.round_trip': 'Round trip',
      'flight.trip_kind.multi_city': 'Multi-city',
    },
    true,
    true,
  );
  await i18n.changeLanguage('en');
});

describe('flight labels', () => {
  it('names a fare by its cabin, then its brand, on every screen; an unknown brand as it is', () => {
    expect(fareLabel({ cabin: 'business', brand: 'flex' })).toBe('Business · Flex');
    expect(fareLabel({ cabin: 'business', brand: 'saver_plus' })).toBe('Business · saver_plus');
  });

  it('counts passengers with plural forms, listing only the types that fly', () => {
    expect(passengersLabel('child', 1)).toBe('1 child');
    expect(passengersLabel('adult', 2)).toBe('2 adults');
    expect(partyLabel({ adults: 1, children: 0, infants: 1 }, 'en')).toBe('1 adult and 1 infant');
    expect(partyLabel({ adults: 2, children: 3, infants: 0 }, 'en')).toBe('2 adults and 3 children');
    expect(partyLabel({ adults: 1, children: 0, infants: 0 }, 'en')).toBe('1 adult');
  });

  it('names an order of several flights by its kind and each route, one flight by its route', () => {
    const london = { from_city: 'London', to_city: 'Madrid' };
    const back = { from_city: 'Madrid', to_city: 'London' };
    expect(tripRouteLabel({ trip: 'one_way', legs: [london] }, 'en')).toBe('London → Madrid');
    expect(tripRouteLabel({ trip: 'round_trip', legs: [london, back] }, 'en')).toBe('Round trip · London → Madrid, Madrid → London');
    expect(tripRouteLabel({ trip: 'multi_city', legs: [london, { from_city: 'Paris', to_city: 'Tokyo' }, back] }, 'en')).toBe('Multi-city · London → Madrid, Paris → Tokyo, Madrid → London');
  });

  describe('stops in words', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it('says a direct flight is non-stop, and where a one-stop flight connects and for how long', () => {
      expect(stopsLabel([LONDON_DUBAI], 'en')).toBe('Non-stop');
      expect(stopsLabel([LONDON_DUBAI, DUBAI_SINGAPORE], 'en')).toBe('1 stop in Dubai (DXB), 2 h 10 min');
    });

    it('lists every connection of a longer trip with their layovers added up, across the airports’ clocks', () => {
      expect(stopsLabel([LONDON_DUBAI, DUBAI_SINGAPORE, SINGAPORE_SYDNEY], 'en')).toBe('2 stops in Dubai (DXB) and Singapore (SIN), 3 h 15 min in all');
    });

    it('names a connection by its code alone when the answer has no city for it', () => {
      expect(stopsLabel([{ ...LONDON_DUBAI, to_city: 'DXB' }, DUBAI_SINGAPORE], 'en')).toBe('1 stop in DXB, 2 h 10 min');
    });

    it('writes the sentence in Chinese and in Arabic, with the language’s own plural forms and list', async () => {
      await i18n.changeLanguage('zh-CN');
      expect(stopsLabel([LONDON_DUBAI, DUBAI_SINGAPORE], 'zh-CN')).toBe('经停1次：Dubai（DXB），停留2小时10分');
      expect(stopsLabel([LONDON_DUBAI, DUBAI_SINGAPORE, SINGAPORE_SYDNEY], 'zh-CN')).toBe('经停2次：Dubai（DXB）和Singapore（SIN），停留3小时15分');
      expect(stopsLabel([LONDON_DUBAI], 'zh-CN')).toBe('直飞');
      await i18n.changeLanguage('ar');
      expect(stopsLabel([LONDON_DUBAI, DUBAI_SINGAPORE], 'ar')).toBe('توقف واحد (1) في Dubai (DXB)، 2 س 10 د');
      expect(stopsLabel([LONDON_DUBAI, DUBAI_SINGAPORE, SINGAPORE_SYDNEY], 'ar')).toBe('توقفان (2) في Dubai (DXB) وSingapore (SIN)، 3 س 15 د إجمالًا');
    });
  });
});
