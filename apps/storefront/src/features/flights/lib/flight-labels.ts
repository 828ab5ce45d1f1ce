import { t } from '../../../lib/i18n.ts';
import { listText } from '../../../lib/list-text.ts';
import { perLanguage } from '../../../lib/per-language.ts';
import { durationParts, minutesBetween, type Party } from './flight-trip.ts';

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

/**
 * An order's flights in one line: a trip of several says its kind and each flight's route
 * ("Round trip · London → Madrid, Madrid → London"); a one-way order its route.
 */
export function tripRouteLabel(order: { trip: string; legs: readonly { from_city: string; to_city: string }[] }, lang: string): string {
  const routes = order.legs.map((leg) => t('flight.route_pair', { from: leg.from_city, to: leg.to_city }));
  if (order.legs.length <= 1) return routes[0] ?? '';
  return `${t(`flight.trip_kind.${order.trip}`)} · ${listText(routes, lang)}`;
}

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

/** A duration in the interface language ("2 h 35 min"). */
export function durationLabel(minutes: number): string {
  return t('flight.duration', durationParts(minutes));
}

/** The legs of a flight, as the stops sentence reads them. */
interface Leg {
  to: string;
  to_city: string;
  depart_at: string;
  arrive_at: string;
}

/**
 * A flight's stops in words: "Non-stop", or where it connects and for how long
 * ("1 stop in Dubai (DXB), 2 h 10 min"; with several stops, their layovers added up).
 */
export function stopsLabel(segments: readonly Leg[], lang: string): string {
  const connections = segments.slice(0, -1);
  if (connections.length === 0) return t('flight.nonstop');
  const places = connections.map((leg) => (leg.to_city && leg.to_city !== leg.to ? t('flight.airport_city_code', { city: leg.to_city, code: leg.to }) : leg.to));
  const layover = connections.reduce((sum, leg, index) => sum + minutesBetween(leg.arrive_at, segments[index + 1]!.depart_at), 0);
  return t('flight.stops_via', { count: connections.length, places: listFormat(lang).format(places), duration: durationLabel(layover) });
}
