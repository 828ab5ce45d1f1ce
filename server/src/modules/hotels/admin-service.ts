import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  daysBetween,
  daysOfRange,
  weekdayOf,
  ErrorCode,
  formatMinor,
  parseMajor,
  type HotelAdminDetail,
  type HotelAdminListQuery,
  type HotelAdminRow,
  type HotelCalendar,
  type HotelCalendarQuery,
  type HotelCalendarSaveBody,
  type HotelBookingsReport,
  type HotelCityAdminRow,
  type HotelCitySaveBody,
  type HotelOrderAdminDetail,
  type HotelOrderAdminListQuery,
  type HotelOrderAdminRow,
  type HotelSaveBody,
  type PageResult,
  type RatePlanAdminRow,
  type RatePlanSaveBody,
  type RoomTypeAdminList,
  type RoomTypeAdminRow,
  type RoomTypeSaveBody,
  type TravelOrderStatus,
  type TravelReviewBody,
} from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { stateTransitions } from '../../platform/tables/state-transitions.ts';
import { users } from '../../platform/tables/users.ts';
import { travelOrders } from '../travel/tables.ts';
import { hotelBookings, hotelCities, hotelInventory, hotelRatePlans, hotelRates, hotelRoomTypes, hotels } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { utcDay, withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import type { Actor } from '../../platform/state-machine.ts';
import type { AppDeps } from '../../platform/types.ts';
import { couponTitle } from '../coupons/index.ts';
import { travelOrderStatus } from '../travel/index.ts';
import { reviewHotelOrder, verifyHotelOrder } from './booking.ts';
import { hotelInventoryChanged } from './cache.ts';

type HotelRow = typeof hotels.$inferSelect;
type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;
type RatePlanRow = typeof hotelRatePlans.$inferSelect;

/** The calendar's nights `start`..`end` (both included), with their weekday (0 Sunday). */
const calendarNights = (start: string, end: string) => daysOfRange(start, end).map((date) => ({ date, weekday: weekdayOf(date) }));

/* Cities and hotels */

export async function listHotelCities(db: DbOrTx): Promise<HotelCityAdminRow[]> {
  const rows = await db
    .select({ city: hotelCities, hotels: count(hotels.id) })
    .from(hotelCities)
    .leftJoin(hotels, eq(hotels.cityCode, hotelCities.code))
    .groupBy(hotelCities.code)
    .orderBy(asc(hotelCities.sort), asc(hotelCities.code));
  return rows.map((row) => ({ code: row.city.code, name: row.city.name, country: row.city.country, hotels: row.hotels }));
}

/** A new city, or a known one's name, country and order. */
export async function saveHotelCity(deps: AppDeps, body: HotelCitySaveBody): Promise<HotelCityAdminRow> {
  return editInventory(deps, async (db) => {
    const values = { code: body.code, name: filled(body.name), country: body.country, sort: body.sort };
    const [city] = await db.insert(hotelCities).values(values).onConflictDoUpdate({ target: hotelCities.code, set: { name: values.name, country: values.country, sort: values.sort } }).returning();
    return { code: city!.code, name: city!.name, country: city!.country, hotels: await db.$count(hotels, eq(hotels.cityCode, city!.code)) };
  });
}

/** Of a language map column: one of its texts (not its language codes) contains `text`. */
const anyTextLike = (column: AnyColumn, text: string): SQL => sql`exists (select 1 from jsonb_each_text(${column}) as texts(lang, text) where texts.text ilike ${containing(text)})`;

function hotelConditions(query: HotelAdminListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.city) conditions.push(eq(hotels.cityCode, query.city));
  if (query.active !== undefined) conditions.push(eq(hotels.isActive, query.active));
  // Any language's name: the operator may type the name they know.
  if (query.keyword) conditions.push(anyTextLike(hotels.name, query.keyword));
  return and(...conditions);
}

export async function listHotelsForAdmin(db: DbOrTx, query: HotelAdminListQuery, reader: Reader): Promise<PageResult<HotelAdminRow>> {
  const where = hotelConditions(query);
  return pageOf(
    query,
    db.select(countAll).from(hotels).where(where),
    (limit, offset) =>
      db
        .select({ hotel: hotels, cityName: hotelCities.name, roomTypes: db.$count(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id)) })
        .from(hotels)
        .innerJoin(hotelCities, eq(hotelCities.code, hotels.cityCode))
        .where(where)
        .orderBy(desc(hotels.sort), desc(hotels.id))
        .limit(limit)
        .offset(offset),
    ({ hotel, cityName, roomTypes }) => ({
      ...hotelDetailOf(hotel),
      title: localized(hotel.name, reader.lang, reader.fallback),
      city_name: localized(cityName, reader.lang, reader.fallback),
      photo: hotel.photos[0] ?? null,
      room_types: roomTypes,
      updated_at: hotel.updatedAt.toISOString(),
    }),
  );
}

function hotelDetailOf(hotel: HotelRow): HotelAdminDetail {
  return {
    id: hotel.id,
    city: hotel.cityCode,
    name: hotel.name,
    description: hotel.description,
    address: hotel.address,
    policies: hotel.policies,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    time_zone: hotel.timeZone,
    stars: hotel.stars,
    photos: hotel.photos,
    amenities: hotel.amenities,
    check_in_from: hotel.checkInFrom,
    check_out_by: hotel.checkOutBy,
    active: hotel.isActive,
    recommended: hotel.recommended,
    sort: hotel.sort,
    rating: hotel.ratingCount > 0 ? hotel.ratingTenths / 10 : null,
    rating_count: hotel.ratingCount,
  };
}

async function findHotel(db: DbOrTx, id: number): Promise<HotelRow> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, id));
  if (!hotel) throw new AppError(ErrorCode.RecordNotFound);
  return hotel;
}

export async function hotelForAdmin(db: DbOrTx, id: number): Promise<HotelAdminDetail> {
  return hotelDetailOf(await findHotel(db, id));
}

/** Texts with blank languages left out, so the storefront falls back instead of showing nothing. */
const filled = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));

/** An inventory edit in one transaction; cached hotel answers are dropped everywhere once it commits (and here at once). */
function editInventory<T>(deps: AppDeps, edit: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const result = await edit(tx);
    await hotelInventoryChanged(tx, deps.responses);
    return result;
  });
}

export async function saveHotel(deps: AppDeps, body: HotelSaveBody): Promise<HotelAdminDetail> {
  return editInventory(deps, async (db) => {
    const [city] = await db.select({ code: hotelCities.code }).from(hotelCities).where(eq(hotelCities.code, body.city));
    if (!city) throw AppError.field('city', 'validation.invalid');
    const values = {
      cityCode: body.city,
      name: filled(body.name),
      description: filled(body.description),
      address: filled(body.address),
      policies: filled(body.policies),
      latitude: body.latitude,
      longitude: body.longitude,
      timeZone: body.time_zone,
      stars: body.stars,
      photos: body.photos,
      amenities: [...new Set(body.amenities)],
      checkInFrom: body.check_in_from,
      checkOutBy: body.check_out_by,
      isActive: body.active,
      recommended: body.recommended,
      sort: body.sort,
    };
    if (body.id === undefined) {
      const [created] = await db.insert(hotels).values(values).returning();
      return hotelDetailOf(created!);
    }
    const [updated] = await db.update(hotels).set(values).where(eq(hotels.id, body.id)).returning();
    if (!updated) throw new AppError(ErrorCode.RecordNotFound);
    return hotelDetailOf(updated);
  });
}

/** Inventory with bookings stays: the bookings keep pointing at it (deactivate it instead, 4403). */
async function refuseWhenBooked(db: DbOrTx, where: SQL): Promise<void> {
  const [booked] = await db.select({ id: hotelBookings.travelOrderId }).from(hotelBookings).where(where).limit(1);
  if (booked) throw new AppError(ErrorCode.RecordInUse);
}

export async function deleteHotel(deps: AppDeps, id: number): Promise<void> {
  return editInventory(deps, async (db) => {
    await findHotel(db, id);
    await refuseWhenBooked(db, eq(hotelBookings.hotelId, id));
    await db.delete(hotels).where(eq(hotels.id, id));
  });
}

/* Room types and rate plans */

const ratePlanRowOf = (plan: RatePlanRow): RatePlanAdminRow => ({
  id: plan.id,
  room_type_id: plan.roomTypeId,
  name: plan.name,
  board: plan.board as RatePlanAdminRow['board'],
  cancellation: plan.cancellation,
  active: plan.isActive,
});

const roomTypeRowOf = (room: RoomTypeRow, plans: RatePlanRow[]): RoomTypeAdminRow => ({
  id: room.id,
  hotel_id: room.hotelId,
  name: room.name,
  beds: room.beds,
  size_sqm: room.sizeSqm,
  max_adults: room.maxAdults,
  max_children: room.maxChildren,
  photos: room.photos,
  amenities: room.amenities,
  active: room.isActive,
  sort: room.sort,
  rate_plans: plans.filter((plan) => plan.roomTypeId === room.id).map(ratePlanRowOf),
});

export async function listRoomTypes(db: DbOrTx, hotelId: number, reader: Reader): Promise<RoomTypeAdminList> {
  const hotel = await findHotel(db, hotelId);
  const rooms = await db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.hotelId, hotelId)).orderBy(desc(hotelRoomTypes.sort), asc(hotelRoomTypes.id));
  const plans = rooms.length
    ? await db
        .select()
        .from(hotelRatePlans)
        .where(
          inArray(
            hotelRatePlans.roomTypeId,
            rooms.map((room) => room.id),
          ),
        )
        .orderBy(asc(hotelRatePlans.id))
    : [];
  return { hotel_id: hotel.id, hotel_name: localized(hotel.name, reader.lang, reader.fallback), room_types: rooms.map((room) => roomTypeRowOf(room, plans)) };
}

async function findRoomType(db: DbOrTx, id: number): Promise<RoomTypeRow> {
  const [room] = await db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.id, id));
  if (!room) throw new AppError(ErrorCode.RecordNotFound);
  return room;
}

export async function saveRoomType(deps: AppDeps, body: RoomTypeSaveBody): Promise<RoomTypeAdminRow> {
  return editInventory(deps, async (db) => {
    await findHotel(db, body.hotel_id).catch(() => {
      throw AppError.field('hotel_id', 'validation.invalid');
    });
    const values = {
      hotelId: body.hotel_id,
      name: filled(body.name),
      beds: filled(body.beds),
      sizeSqm: body.size_sqm,
      maxAdults: body.max_adults,
      maxChildren: body.max_children,
      photos: body.photos,
      amenities: [...new Set(body.amenities)],
      isActive: body.active,
      sort: body.sort,
    };
    if (body.id === undefined) {
      const [created] = await db.insert(hotelRoomTypes).values(values).returning();
      return roomTypeRowOf(created!, []);
    }
    // A room type stays with its hotel: its bookings and inventory say which hotel they are of.
    const [updated] = await db
      .update(hotelRoomTypes)
      .set(values)
      .where(and(eq(hotelRoomTypes.id, body.id), eq(hotelRoomTypes.hotelId, body.hotel_id)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.RecordNotFound);
    const plans = await db.select().from(hotelRatePlans).where(eq(hotelRatePlans.roomTypeId, updated.id)).orderBy(asc(hotelRatePlans.id));
    return roomTypeRowOf(updated, plans);
  });
}

export async function deleteRoomType(deps: AppDeps, id: number): Promise<void> {
  return editInventory(deps, async (db) => {
    await findRoomType(db, id);
    await refuseWhenBooked(db, eq(hotelBookings.roomTypeId, id));
    await db.delete(hotelRoomTypes).where(eq(hotelRoomTypes.id, id));
  });
}

export async function saveRatePlan(deps: AppDeps, body: RatePlanSaveBody): Promise<RatePlanAdminRow> {
  return editInventory(deps, async (db) => {
    await findRoomType(db, body.room_type_id).catch(() => {
      throw AppError.field('room_type_id', 'validation.invalid');
    });
    const values = { roomTypeId: body.room_type_id, name: filled(body.name), board: body.board, cancellation: body.cancellation, isActive: body.active };
    if (body.id === undefined) {
      const [created] = await db.insert(hotelRatePlans).values(values).returning();
      return ratePlanRowOf(created!);
    }
    const [updated] = await db
      .update(hotelRatePlans)
      .set(values)
      .where(and(eq(hotelRatePlans.id, body.id), eq(hotelRatePlans.roomTypeId, body.room_type_id)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.RecordNotFound);
    return ratePlanRowOf(updated);
  });
}

export async function deleteRatePlan(deps: AppDeps, id: number): Promise<void> {
  return editInventory(deps, async (db) => {
    const [plan] = await db.select({ id: hotelRatePlans.id }).from(hotelRatePlans).where(eq(hotelRatePlans.id, id));
    if (!plan) throw new AppError(ErrorCode.RecordNotFound);
    await refuseWhenBooked(db, eq(hotelBookings.ratePlanId, id));
    await db.delete(hotelRatePlans).where(eq(hotelRatePlans.id, id));
  });
}

/* Rates and availability */

export async function calendarForAdmin(deps: AppDeps, query: HotelCalendarQuery, reader: Reader): Promise<HotelCalendar> {
  const { db } = deps;
  const room = await findRoomType(db, query.room_type_id);
  const base = await deps.ref.baseCurrency();
  const plans = await db.select().from(hotelRatePlans).where(eq(hotelRatePlans.roomTypeId, room.id)).orderBy(asc(hotelRatePlans.id));
  const inventory = await db
    .select()
    .from(hotelInventory)
    .where(and(eq(hotelInventory.roomTypeId, room.id), gte(hotelInventory.night, query.start), lte(hotelInventory.night, query.end)));
  const rates = plans.length
    ? await db
        .select()
        .from(hotelRates)
        .where(
          and(
            inArray(
              hotelRates.ratePlanId,
              plans.map((plan) => plan.id),
            ),
            gte(hotelRates.night, query.start),
            lte(hotelRates.night, query.end),
          ),
        )
    : [];
  const byNight = new Map(inventory.map((row) => [row.night, row]));
  const priceOf = new Map(rates.map((rate) => [`${rate.ratePlanId}/${rate.night}`, rate.price]));
  return {
    room_type_id: room.id,
    hotel_id: room.hotelId,
    currency: base.code,
    rate_plans: plans.map((plan) => ({ id: plan.id, name: localized(plan.name, reader.lang, reader.fallback), board: plan.board as HotelCalendar['rate_plans'][number]['board'], active: plan.isActive })),
    nights: calendarNights(query.start, query.end).map(({ date, weekday }) => {
      const row = byNight.get(date);
      return {
        date,
        weekday,
        to_sell: row?.toSell ?? null,
        held: row?.held ?? 0,
        sold: row?.sold ?? 0,
        closed: row?.closed ?? false,
        min_stay: row?.minStay ?? 1,
        prices: plans.map((plan) => {
          const price = priceOf.get(`${plan.id}/${date}`);
          return { rate_plan_id: plan.id, price: price === undefined ? null : formatMinor(price, base.digits) };
        }),
      };
    }),
  };
}

/**
 * The bulk edit: every chosen night of the range gets the given fields, in one transaction.
 * The nights' inventory rows are locked first, so no hold can slip in between the check that
 * rooms to sell stay at or above held + sold and the write (the CHECK would refuse it anyway).
 * A night without inventory yet is created (with 0 rooms unless `to_sell` says).
 */
export async function saveCalendar(deps: AppDeps, body: HotelCalendarSaveBody): Promise<{ nights: number }> {
  const digits = (await deps.ref.baseCurrency()).digits;
  const prices = body.prices.map((entry, index) => {
    const price = parseMajor(entry.price, digits);
    if (price === null || price <= 0n) throw AppError.field(`prices.${index}.price`, 'validation.amount');
    return { ratePlanId: entry.rate_plan_id, price };
  });
  const nights = calendarNights(body.start, body.end)
    .filter((night) => body.weekdays.includes(night.weekday))
    .map((night) => night.date);
  if (nights.length === 0) return { nights: 0 };

  return deps.db.transaction(async (tx) => {
    const room = await findRoomType(tx, body.room_type_id);
    if (prices.length) {
      const plans = await tx
        .select({ id: hotelRatePlans.id })
        .from(hotelRatePlans)
        .where(and(eq(hotelRatePlans.roomTypeId, room.id), inArray(hotelRatePlans.id, prices.map((entry) => entry.ratePlanId))));
      const known = new Set(plans.map((plan) => plan.id));
      const stranger = prices.findIndex((entry) => !known.has(entry.ratePlanId));
      if (stranger >= 0) throw AppError.field(`prices.${stranger}.rate_plan_id`, 'validation.invalid');
    }

    const inventoryChanges = body.to_sell !== undefined || body.closed !== undefined || body.min_stay !== undefined;
    if (inventoryChanges) {
      const existing = await tx
        .select()
        .from(hotelInventory)
        .where(and(eq(hotelInventory.roomTypeId, room.id), inArray(hotelInventory.night, nights)))
        .orderBy(asc(hotelInventory.night))
        .for('update');
      if (body.to_sell !== undefined) {
        const short = existing.find((row) => row.held + row.sold > body.to_sell!);
        if (short) throw new AppError(ErrorCode.InvalidParameters, { to_sell: 'validation.to_sell_below_taken' }, { date: short.night, taken: short.held + short.sold });
      }
      const changes = {
        ...(body.to_sell !== undefined && { toSell: body.to_sell }),
        ...(body.closed !== undefined && { closed: body.closed }),
        ...(body.min_stay !== undefined && { minStay: body.min_stay }),
      };
      await tx
        .insert(hotelInventory)
        .values(nights.map((night) => ({ roomTypeId: room.id, night, toSell: 0, ...changes })))
        .onConflictDoUpdate({ target: [hotelInventory.roomTypeId, hotelInventory.night], set: changes });
    }
    if (prices.length) {
      for (const entry of prices) {
        await tx
          .insert(hotelRates)
          .values(nights.map((night) => ({ ratePlanId: entry.ratePlanId, night, price: entry.price })))
          .onConflictDoUpdate({ target: [hotelRates.ratePlanId, hotelRates.night], set: { price: entry.price } });
      }
    }
    await hotelInventoryChanged(tx, deps.responses);
    return { nights: nights.length };
  });
}

/* Hotel orders */

/** What waits for an operator: a booking to review, or a paid one to verify with the hotel. */
export const HOTEL_ORDER_TO_HANDLE: readonly TravelOrderStatus[] = ['ordered_pending_review', 'paid_pending_verification'];

const customerName = (row: { email: string | null; nickname: string | null }) => row.email ?? row.nickname ?? '';

async function hotelOrderConditions(db: DbOrTx, admin: AdminContext, query: Omit<HotelOrderAdminListQuery, 'page' | 'limit'>): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [eq(travelOrders.kind, 'hotel'), await scopeCondition(db, admin)];
  if (query.status) conditions.push(eq(travelOrders.status, query.status));
  if (query.to_handle) conditions.push(inArray(travelOrders.status, [...HOTEL_ORDER_TO_HANDLE]));
  if (query.order_no) conditions.push(ilike(travelOrders.orderNo, containing(query.order_no)));
  if (query.keyword) {
    const like = containing(query.keyword);
    conditions.push(or(ilike(users.email, like), ilike(sql`${travelOrders.contact}->>'name'`, like), anyTextLike(hotelBookings.hotelName, query.keyword)));
  }
  return and(...conditions);
}

function selectHotelOrders(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ order: travelOrders, booking: hotelBookings, email: users.email, nickname: users.nickname })
    .from(travelOrders)
    .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, travelOrders.id))
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(where);
}

type HotelOrderJoined = Awaited<ReturnType<typeof selectHotelOrders>>[number];

function hotelOrderRowOf(row: HotelOrderJoined, reader: Reader, digits: number): HotelOrderAdminRow {
  const { order, booking } = row;
  return {
    order_no: order.orderNo,
    status: order.status as TravelOrderStatus,
    user_id: order.userId,
    customer: customerName(row),
    hotel_id: booking.hotelId,
    hotel_name: localized(booking.hotelName, reader.lang, reader.fallback),
    room_type_name: localized(booking.roomTypeName, reader.lang, reader.fallback),
    check_in: booking.checkIn,
    check_out: booking.checkOut,
    nights: daysBetween(booking.checkIn, booking.checkOut),
    rooms: booking.rooms,
    pay_amount: formatMinor(order.payAmount, digits),
    paid_amount: formatMinor(order.paidAmount, digits),
    confirmation_no: booking.confirmationNo,
    hold_deadline: order.holdDeadline?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
  };
}

export async function listHotelOrdersForAdmin(deps: AppDeps, admin: AdminContext, query: HotelOrderAdminListQuery, reader: Reader): Promise<PageResult<HotelOrderAdminRow>> {
  const where = await hotelOrderConditions(deps.db, admin, query);
  const digits = (await deps.ref.baseCurrency()).digits;
  return pageOf(
    query,
    deps.db
      .select(countAll)
      .from(travelOrders)
      .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, travelOrders.id))
      .innerJoin(users, eq(users.id, travelOrders.userId))
      .where(where),
    // The queue reads oldest first: what waits longest is handled first.
    (limit, offset) =>
      selectHotelOrders(deps.db, where)
        .orderBy(query.to_handle ? asc(travelOrders.id) : desc(travelOrders.id))
        .limit(limit)
        .offset(offset),
    (row) => hotelOrderRowOf(row, reader, digits),
  );
}

/** A hotel order of a customer the admin may see, by number; 4206 otherwise. */
async function visibleHotelOrder(db: DbOrTx, admin: AdminContext, orderNo: string): Promise<HotelOrderJoined> {
  const [row] = await selectHotelOrders(db, and(eq(travelOrders.kind, 'hotel'), eq(travelOrders.orderNo, orderNo), await scopeCondition(db, admin)));
  if (!row) throw new AppError(ErrorCode.OrderNotFound);
  return row;
}

/** The order's moves, oldest first, each with who made it: an admin's username, the traveller's email, nobody for the system. */
async function historyWithActors(db: DbOrTx, travelOrderId: number): Promise<HotelOrderAdminDetail['history']> {
  const moves = await db
    .select({ move: stateTransitions, adminName: admins.username, email: users.email, nickname: users.nickname })
    .from(stateTransitions)
    .leftJoin(admins, and(eq(stateTransitions.actorKind, 'admin'), eq(admins.id, stateTransitions.actorId)))
    .leftJoin(users, and(eq(stateTransitions.actorKind, 'user'), eq(users.id, stateTransitions.actorId)))
    .where(and(eq(stateTransitions.entityKind, travelOrderStatus.kind), eq(stateTransitions.entityId, travelOrderId)))
    .orderBy(asc(stateTransitions.id));
  return moves.map(({ move, adminName, email, nickname }) => ({
    from: move.fromState,
    to: move.toState,
    actor: move.actorKind,
    actor_name: adminName ?? (email !== null || nickname !== null ? customerName({ email, nickname }) : ''),
    remark: move.remark,
    at: move.createdAt.toISOString(),
  }));
}

export async function hotelOrderDetailForAdmin(deps: AppDeps, admin: AdminContext, orderNo: string, reader: Reader): Promise<HotelOrderAdminDetail> {
  const row = await visibleHotelOrder(deps.db, admin, orderNo);
  const digits = (await deps.ref.baseCurrency()).digits;
  const { order, booking } = row;
  return {
    ...hotelOrderRowOf(row, reader, digits),
    board: booking.board as HotelOrderAdminDetail['board'],
    adults: booking.adults,
    children: booking.children,
    child_ages: booking.childAges,
    guests: booking.guests,
    contact: order.contact,
    remark: order.remark,
    nightly: booking.nightly.map((night) => ({ date: night.date, price: formatMinor(BigInt(night.price), digits) })),
    cancellation: booking.cancellation,
    total_amount: formatMinor(order.totalAmount, digits),
    discount: formatMinor(order.discount, digits),
    coupon_title: await couponTitle(deps.db, order.couponId, reader),
    refunded_amount: formatMinor(order.refundedAmount, digits),
    seen_currency: order.currency,
    seen_rate: order.rate,
    provider: order.provider,
    provider_ref: order.providerRef,
    history: await historyWithActors(deps.db, order.id),
  };
}

/* Bookings report */

interface BookingSums {
  bookings: number;
  roomNights: number;
  revenue: bigint;
}

const NO_BOOKINGS: BookingSums = { bookings: 0, roomNights: 0, revenue: 0n };

/**
 * Hotel bookings paid in the range (whole UTC days), within the customers the admin may see:
 * per day paid and per city, how many, their room nights (rooms x nights) and what was paid,
 * in the base currency. Totals are summed in minor units before formatting.
 */
export async function hotelBookingsReport(deps: AppDeps, admin: AdminContext, query: { start: string; end: string }, reader: Reader): Promise<HotelBookingsReport> {
  const { db } = deps;
  const base = await deps.ref.baseCurrency();
  const where = and(eq(travelOrders.kind, 'hotel'), await scopeCondition(db, admin), ...withinDays(travelOrders.paidAt, query.start, query.end));
  const sums = {
    bookings: sql<number>`count(*)::int`,
    roomNights: sql<number>`coalesce(sum(${hotelBookings.rooms} * (${hotelBookings.checkOut} - ${hotelBookings.checkIn})), 0)::int`,
    revenue: sql<string>`coalesce(sum(${travelOrders.paidAmount}), 0)::text`,
  };
  const paidDay = utcDay(travelOrders.paidAt);
  const byDay = await db
    .select({ day: paidDay, ...sums })
    .from(travelOrders)
    .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, travelOrders.id))
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(where)
    .groupBy(paidDay);
  const byCity = await db
    .select({ city: hotels.cityCode, cityName: hotelCities.name, ...sums })
    .from(travelOrders)
    .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, travelOrders.id))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .innerJoin(hotelCities, eq(hotelCities.code, hotels.cityCode))
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(where)
    .groupBy(hotels.cityCode, hotelCities.name)
    .orderBy(desc(sql`sum(${travelOrders.paidAmount})`), asc(hotels.cityCode));

  const out = (sums: BookingSums) => ({ bookings: sums.bookings, room_nights: sums.roomNights, revenue: formatMinor(sums.revenue, base.digits) });
  const days = new Map(byDay.map((row) => [row.day, { bookings: row.bookings, roomNights: row.roomNights, revenue: BigInt(row.revenue) }]));
  const total = { ...NO_BOOKINGS };
  return {
    start: query.start,
    end: query.end,
    currency: base.code,
    days: daysOfRange(query.start, query.end).map((date) => {
      const day = days.get(date) ?? NO_BOOKINGS;
      total.bookings += day.bookings;
      total.roomNights += day.roomNights;
      total.revenue += day.revenue;
      return { date, ...out(day) };
    }),
    cities: byCity.map((row) => ({
      city: row.city,
      city_name: localized(row.cityName, reader.lang, reader.fallback),
      ...out({ bookings: row.bookings, roomNights: row.roomNights, revenue: BigInt(row.revenue) }),
    })),
    totals: out(total),
  };
}

/** Hotel bookings waiting for an operator (review or verification), of the customers the admin may see: the dashboard's figure. */
export async function hotelOrdersToHandle(db: DbOrTx, admin: AdminContext): Promise<number> {
  const [row] = await db
    .select(countAll)
    .from(travelOrders)
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(and(eq(travelOrders.kind, 'hotel'), inArray(travelOrders.status, [...HOTEL_ORDER_TO_HANDLE]), await scopeCondition(db, admin)));
  return row?.total ?? 0;
}

/* Review and verification */

const adminActor = (admin: AdminContext): Actor => ({ kind: 'admin', id: admin.id });

/** Approve a booking waiting for review, or reject it with the reason (its rooms released); answers the booking as it is now. */
export async function reviewHotelOrderForAdmin(deps: AppDeps, admin: AdminContext, body: TravelReviewBody, reader: Reader): Promise<HotelOrderAdminDetail> {
  // Only bookings of customers the admin may see: an agent's admin cannot move another agent's.
  await visibleHotelOrder(deps.db, admin, body.order_no);
  await reviewHotelOrder(deps, adminActor(admin), body);
  return hotelOrderDetailForAdmin(deps, admin, body.order_no, reader);
}

/** The hotel's confirmation number for a paid booking: it is verified and its held rooms sold. */
export async function verifyHotelOrderForAdmin(deps: AppDeps, admin: AdminContext, body: { order_no: string; confirmation_no: string }, reader: Reader): Promise<HotelOrderAdminDetail> {
  await visibleHotelOrder(deps.db, admin, body.order_no);
  await verifyHotelOrder(deps, adminActor(admin), body);
  return hotelOrderDetailForAdmin(deps, admin, body.order_no, reader);
}
