import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fareLabel, partyLabel, passengersLabel } from './flight-labels.ts';

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
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
});
