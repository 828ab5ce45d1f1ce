import { t } from '../../../lib/i18n.ts';
import { perLanguage } from '../../../lib/per-language.ts';
import type { Party } from './flight-trip.ts';

/** A cabin's name: Economy, Premium economy, Business, in the interface language. */
export function cabinLabel(cabin: string): string {
  return t(`flight.cabin_name.${cabin}`);
}

/** A fare brand's name; a brand the dictionary does not know yet is shown as it is. */
export function brandLabel(brand: string): string {
  return t(`flight.brand.${brand}`, { defaultValue: brand });
}

/** A fare as every flight screen names it: the cabin, then the brand ("Business · Flex"). */
export function fareLabel(fare: { cabin: string; brand: string }): string {
  return `${cabinLabel(fare.cabin)} · ${brandLabel(fare.brand)}`;
}

const listFormat = perLanguage((lang) => new Intl.ListFormat(lang, { type: 'conjunction' }));

const COUNT_KEYS = { adult: 'flight.adults_count', child: 'flight.children_count', infant: 'flight.infants_count' } as const;

/** How many passengers of a type, with the language's plural forms ("1 adult", "2 children"). */
export function passengersLabel(type: keyof typeof COUNT_KEYS, count: number): string {
  return t(COUNT_KEYS[type], { count });
}

/** Who flies, as the language lists it ("1 adult and 1 infant"); a type nobody is of is left out. */
export function partyLabel(party: Party, lang: string): string {
  const counts = [
    passengersLabel('adult', party.adults),
    ...(party.children > 0 ? [passengersLabel('child', party.children)] : []),
    ...(party.infants > 0 ? [passengersLabel('infant', party.infants)] : []),
  ];
  return listFormat(lang).format(counts);
}
