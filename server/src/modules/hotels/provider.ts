import type { HOTEL_SORTS } from '@roamcart/contracts';
import type { hotelCities, hotelRatePlans, hotelRoomTypes, hotels } from './tables.ts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import type { DbOrTx } from '../../platform/db.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type HotelCityRow = typeof hotelCities.$inferSelect;
export type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;
export type RatePlanRow = typeof hotelRatePlans.$inferSelect;

/** Dates (YYYY-MM-DD, the hotel's calendar) and occupancy of a stay. */
export interface StayAsk {
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
}

export interface HotelSearchAsk extends StayAsk {
  /** The clock: a hotel where the check-in day is already over (in its zone) is not found. */
  now: Date;
  /** null: every city (home's recommendations). */
  city: string | null;
  recommendedOnly?: boolean;
  keyword?: string;
  stars?: number[];
  /** Per room per night, base minor units. */
  priceMin?: bigint;
  priceMax?: bigint;
  freeCancellation?: boolean;
  breakfast?: boolean;
  sort: (typeof HOTEL_SORTS)[number];
  limit: number;
  offset: number;
}

/** A hotel found: the lowest average nightly price per room of its bookable plans (null: none bookable). */
export interface HotelHit {
  id: number;
  name: LocalizedText;
  address: LocalizedText;
  cityCode: string;
  cityName: LocalizedText;
  stars: number;
  ratingTenths: number;
  ratingCount: number;
  photo: string | null;
  lowestNightly: bigint | null;
  freeCancellation: boolean;
  breakfast: boolean;
  instantConfirmation: boolean;
  latitude: number;
  longitude: number;
}

export type Unavailable = 'sold_out' | 'closed' | 'min_stay' | 'too_many_guests';

/** A room type as one rate plan sells it for a stay; prices per room, base minor units. */
export interface RoomOffer {
  roomType: RoomTypeRow;
  ratePlan: RatePlanRow;
  roomsLeft: number;
  unavailable: Unavailable | null;
  minStay: number;
  nightly: { date: string; price: bigint }[];
}

export interface HotelOffers {
  hotel: HotelRow;
  city: HotelCityRow;
  offers: RoomOffer[];
}

/** What a booking of `rooms` rooms of one offer costs: every night's price per room and the total for rooms x nights. */
export interface HotelQuote extends RoomOffer {
  hotel: HotelRow;
  total: bigint;
}

/** Rooms held or sold for a booking, as the provider needs to find them again. */
export interface HeldRooms {
  providerRef: string;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
}

/**
 * Where hotels, their prices and their rooms come from. The local PostgreSQL inventory is one
 * (local-provider.ts); a supplier's API would be another. The booking service asks it for
 * availability and prices and moves rooms only through it; `hold`, `confirm`, `release` and
 * `cancel` run inside the booking's transaction, so an order and its rooms change together.
 */
export interface HotelProvider {
  /** Recorded on bookings (travel_orders.provider). */
  readonly name: string;
  search(db: DbOrTx, ask: HotelSearchAsk): Promise<{ total: number; hits: HotelHit[] }>;
  /** The hotel (active) with every active room type x active rate plan for the stay; null when there is no such hotel. */
  detail(db: DbOrTx, hotelId: number, stay: StayAsk): Promise<HotelOffers | null>;
  /** The active hotel of an active room type (its zone and check-in time); null when there is none. */
  hotelOfRoomType(db: DbOrTx, roomTypeId: number): Promise<HotelRow | null>;
  /** The price of one offer for the stay (the room type's cheapest bookable plan when no plan is named); 4402 unknown, 4301 not bookable. */
  quote(db: DbOrTx, roomTypeId: number, ratePlanId: number | undefined, stay: StayAsk): Promise<HotelQuote>;
  /** Holds the rooms for every night of the stay, all or none (4301); answers the provider's reference. */
  hold(tx: DbOrTx, rooms: Omit<HeldRooms, 'providerRef'>): Promise<string>;
  /** Held rooms become sold (the booking was verified). */
  confirm(tx: DbOrTx, rooms: HeldRooms): Promise<void>;
  /** Held rooms go back on sale (rejected, expired, cancelled before verification). */
  release(tx: DbOrTx, rooms: HeldRooms): Promise<void>;
  /** Sold rooms go back on sale (cancelled after verification). */
  cancel(tx: DbOrTx, rooms: HeldRooms): Promise<void>;
}
