import { eq, inArray } from 'drizzle-orm';
import type { HotelGuest } from '@roamcart/contracts';
import { hotelBookings, hotelRatePlans, hotelRoomTypes, hotels } from './tables.ts';
import type { Tx } from '../../platform/db.ts';
import { insertRows } from '../../platform/insert-rows.ts';
import type { ChannelRow } from '../payments/index.ts';
import { recordPastTravelOrders, type PastTravelOrder } from '../travel/index.ts';
import { hotelInventoryChanged } from './cache.ts';
import { localHotelProvider } from './local-provider.ts';
import { recountHotelRatings } from './ratings.ts';
import { zonedInstant } from './stay.ts';
import { hotelTravelProvider } from './travel-provider.ts';

/**
 * A stay at one of our hotels that was over before it was recorded here: the rooms and guests as
 * booked, what each night cost (per room, base minor units), the times of its course (see
 * PastTravelOrder; it ended at the hotel's check-out time) and the guest's rating.
 */
export interface PastStay extends Omit<PastTravelOrder, 'amount' | 'endedAt'> {
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  guests: HotelGuest[];
  nightly: { date: string; price: bigint }[];
}

/**
 * Records rated stays that were over before they were recorded here (the demo's guests): each a
 * rated travel order paid online through `channel` (recordPastTravelOrders) and its booking, with
 * names and the cancellation timeline as the rate plan has them now. No inventory moves: the
 * nights are past. The hotels' averages are then counted as a guest's rating counts them.
 */
export async function recordPastStays(tx: Tx, channel: ChannelRow, stays: readonly PastStay[]): Promise<void> {
  if (stays.length === 0) return;
  const plans = await tx
    .select({ plan: hotelRatePlans, roomType: hotelRoomTypes, hotel: hotels })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(inArray(hotelRatePlans.id, [...new Set(stays.map((stay) => stay.ratePlanId))]));
  const planOf = new Map(plans.map((row) => [row.plan.id, row]));
  const booked = stays.map((stay) => {
    const found = planOf.get(stay.ratePlanId);
    if (found?.roomType.id !== stay.roomTypeId) throw new Error(`rate plan ${stay.ratePlanId} is not one of room type ${stay.roomTypeId}`);
    return { stay, ...found };
  });
  const orders = await recordPastTravelOrders(
    tx,
    hotelTravelProvider(localHotelProvider),
    channel,
    booked.map(({ stay, hotel }) => ({
      ...stay,
      amount: stay.nightly.reduce((sum, night) => sum + night.price, 0n) * BigInt(stay.rooms),
      endedAt: zonedInstant(stay.checkOut, hotel.checkOutBy, hotel.timeZone),
    })),
  );
  await insertRows(
    tx,
    hotelBookings,
    booked.map(({ stay, plan, roomType, hotel }, index) => ({
      travelOrderId: orders[index]!.id,
      hotelId: hotel.id,
      roomTypeId: roomType.id,
      ratePlanId: plan.id,
      hotelName: hotel.name,
      roomTypeName: roomType.name,
      board: plan.board,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms,
      adults: stay.adults,
      guests: stay.guests,
      nightly: stay.nightly.map((night) => ({ date: night.date, price: String(night.price) })),
      cancellation: plan.cancellation,
      confirmationNo: stay.confirmation,
    })),
  );
  await recountHotelRatings(tx, [...new Set(booked.map(({ hotel }) => hotel.id))]);
  await hotelInventoryChanged(tx);
}
