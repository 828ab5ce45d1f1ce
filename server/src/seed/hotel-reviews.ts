import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { recordPastStays, type PastStay } from '../modules/hotels/index.ts';
import { hotelRatePlans, hotelRoomTypes, hotels } from '../modules/hotels/tables.ts';
import { travelOrders } from '../modules/travel/tables.ts';
import { rowsOf, type Db, type DbOrTx } from '../platform/db.ts';
import { demoCustomerRates, demoCustomers, demoPaymentChannel } from './demo-customers.ts';
import { DEMO_TRAVELLERS, GUEST_COMMENTS, type GuestStars } from './hotel-review-words.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** A past night is priced at its rate plan's rate 52 weeks on (the same weekday, the same season): rates are loaded from yesterday on. */
const PRICED_DAYS_ON = 52 * 7;
/** Every sixth demo hotel has no guest yet. */
const UNRATED_EVERY = 6;
/** A traveller's stays are this many days apart, the latest ending at least LATEST_CHECK_OUT_DAYS ago (and rated since). */
const DAYS_BETWEEN_STAYS = 27;
const LATEST_CHECK_OUT_DAYS = 6;

/** Mostly 5 and 4 stars, some 3, now and then 2, as guests rate. */
const starsOf = (draw: number): GuestStars => (draw < 9 ? 5 : draw < 16 ? 4 : draw < 19 ? 3 : 2);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface PlannedStay {
  hotelId: number;
  cityCode: string;
  room: { roomTypeId: number; ratePlanId: number; board: string; maxAdults: number };
  traveller: number;
  checkIn: string;
  checkOut: string;
  nights: string[];
  /** Days between booking and check-in. */
  lead: number;
  stars: GuestStars;
  /** What the stay's times and confirmation number are drawn from. */
  draw: number;
}

/**
 * Demo guest reviews on a fresh install's demo hotels (call right after seedDemoHotels added
 * them): twelve traveller accounts in the six languages, and on most hotels two to six stays
 * that ended in the past weeks and months, each booked, paid by card through the first online
 * payment channel, confirmed, checked out and rated 2-5 stars with a comment in the guest's
 * language (recordPastStays). A database where any hotel was booked or rated, or without an
 * online channel, is left alone, so a second run adds nothing. No room of any night moves.
 */
export async function seedDemoHotelReviews(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [booked] = await tx.select({ id: travelOrders.id }).from(travelOrders).where(eq(travelOrders.kind, 'hotel')).limit(1);
    const [rated] = await tx.select({ id: hotels.id }).from(hotels).where(gt(hotels.ratingCount, 0)).limit(1);
    if (booked || rated) return;
    const channel = await demoPaymentChannel(tx);
    if (!channel) return;

    const rooms = await tx
      .select({ hotelId: hotels.id, cityCode: hotels.cityCode, roomTypeId: hotelRoomTypes.id, maxAdults: hotelRoomTypes.maxAdults, ratePlanId: hotelRatePlans.id, board: hotelRatePlans.board })
      .from(hotels)
      .innerJoin(hotelRoomTypes, and(eq(hotelRoomTypes.hotelId, hotels.id), eq(hotelRoomTypes.isActive, true)))
      .innerJoin(hotelRatePlans, and(eq(hotelRatePlans.roomTypeId, hotelRoomTypes.id), eq(hotelRatePlans.isActive, true)))
      .where(eq(hotels.isActive, true))
      .orderBy(asc(hotels.id), asc(hotelRoomTypes.id), asc(hotelRatePlans.id));
    const planned = planStays(rooms, Math.floor(Date.now() / DAY_MS) * DAY_MS);
    const prices = await pricesOf(tx, planned);
    const priced = planned.filter((stay) => stay.nights.every((night) => prices.has(`${stay.room.ratePlanId}:${night}`)));
    if (priced.length === 0) return;

    const signedUpAt = new Date(Math.min(...priced.map((stay) => Date.parse(stay.checkIn) - stay.lead * DAY_MS)) - 30 * DAY_MS);
    const idOf = await demoCustomers(tx, signedUpAt);
    const rateOf = await demoCustomerRates(tx);

    const commentsUsed = new Map<string, number>();
    const stays: PastStay[] = [];
    for (const stay of priced) {
      const traveller = DEMO_TRAVELLERS[stay.traveller]!;
      const userId = idOf.get(traveller.email);
      const rate = rateOf.get(traveller.currency);
      if (userId === undefined || rate === undefined) continue;
      // Each language's comments of a number of stars in turn; breakfast is praised only where it was served.
      const comments = GUEST_COMMENTS[traveller.lang][stay.stars].filter((comment) => !comment.breakfast || stay.room.board === 'breakfast');
      const turn = `${traveller.lang}:${stay.stars}`;
      const used = commentsUsed.get(turn) ?? 0;
      commentsUsed.set(turn, used + 1);
      const bookedAt = Date.parse(stay.checkIn) - stay.lead * DAY_MS + (7 + (stay.draw % 13)) * HOUR_MS;
      const reviewedAt = bookedAt + (20 + (stay.draw % 70)) * MINUTE_MS;
      const payingAt = reviewedAt + (3 + (stay.draw % 17)) * MINUTE_MS;
      const paidAt = payingAt + 2 * MINUTE_MS;
      stays.push({
        userId,
        roomTypeId: stay.room.roomTypeId,
        ratePlanId: stay.room.ratePlanId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rooms: 1,
        // Mostly two guests, now and then one.
        adults: stay.draw % 3 === 0 ? 1 : Math.min(2, stay.room.maxAdults),
        guests: [{ name: traveller.name }],
        contact: { name: traveller.name, phone: traveller.phone, email: traveller.email },
        seen: { currency: traveller.currency, rate },
        nightly: stay.nights.map((night) => ({ date: night, price: prices.get(`${stay.room.ratePlanId}:${night}`)! })),
        bookedAt: new Date(bookedAt),
        reviewedAt: new Date(reviewedAt),
        payingAt: new Date(payingAt),
        paidAt: new Date(paidAt),
        verifiedAt: new Date(paidAt + (1 + (stay.draw % 5)) * HOUR_MS),
        confirmation: `${stay.cityCode}${String((stay.draw * 7919) % 1_000_000).padStart(6, '0')}`,
        // Rated a day to four after check-out: within the rating window, and before now.
        ratedAt: new Date(Date.parse(stay.checkOut) + DAY_MS + (8 + (stay.draw % 72)) * HOUR_MS),
        rating: stay.stars,
        comment: comments[used % comments.length]!.text,
      });
    }
    await recordPastStays(tx, channel, stays);
  });
}

/**
 * Who stayed where and when: on each hotel but every UNRATED_EVERY-th, 2-6 stays of different
 * travellers in a room type and plan of the hotel; each traveller's stays DAYS_BETWEEN_STAYS
 * apart going back from `today` (UTC midnight), one to four nights each.
 */
function planStays(rooms: { hotelId: number; cityCode: string; roomTypeId: number; ratePlanId: number; board: string; maxAdults: number }[], today: number): PlannedStay[] {
  const hotelIds = [...new Set(rooms.map((room) => room.hotelId))];
  const staysOfTraveller = DEMO_TRAVELLERS.map(() => 0);
  const planned: PlannedStay[] = [];
  hotelIds.forEach((hotelId, serial) => {
    if (serial % UNRATED_EVERY === UNRATED_EVERY - 1) return;
    const offers = rooms.filter((room) => room.hotelId === hotelId);
    const stayCount = 2 + ((serial * 3) % 5);
    for (let index = 0; index < stayCount; index += 1) {
      const draw = serial * 31 + index * 17;
      // Five apart on a ring of twelve: a hotel's guests are different travellers, in different languages.
      const traveller = (serial + index * 5) % DEMO_TRAVELLERS.length;
      const previous = staysOfTraveller[traveller]!;
      staysOfTraveller[traveller] = previous + 1;
      const checkOut = today - (LATEST_CHECK_OUT_DAYS + previous * DAYS_BETWEEN_STAYS + ((traveller * 5) % 13)) * DAY_MS;
      const nightCount = 1 + ((serial + index) % 4);
      const checkIn = checkOut - nightCount * DAY_MS;
      const room = offers[(serial + index * 3) % offers.length]!;
      planned.push({
        hotelId,
        cityCode: room.cityCode,
        room,
        traveller,
        checkIn: dateOf(checkIn),
        checkOut: dateOf(checkOut),
        nights: Array.from({ length: nightCount }, (_, night) => dateOf(checkIn + night * DAY_MS)),
        lead: 4 + (draw % 45),
        stars: starsOf((serial * 7 + index * 13) % 20),
        draw,
      });
    }
  });
  return planned;
}

/** The planned nights' prices (base minor units), by `plan:night`: each the plan's rate PRICED_DAYS_ON later, where loaded. */
async function pricesOf(db: DbOrTx, planned: readonly PlannedStay[]): Promise<Map<string, bigint>> {
  const wanted = planned.flatMap((stay) => stay.nights.map((night) => sql`(${stay.room.ratePlanId}::int, ${night}::date)`));
  if (wanted.length === 0) return new Map();
  const rows = await rowsOf<{ plan: number; night: string; price: string }>(
    db,
    sql`select w.plan, to_char(w.night, 'YYYY-MM-DD') as night, r.price::text as price
      from (values ${sql.join(wanted, sql`, `)}) as w(plan, night)
      join hotel_rates r on r.rate_plan_id = w.plan and r.night = w.night + ${PRICED_DAYS_ON}::int`,
  );
  return new Map(rows.map((row) => [`${row.plan}:${row.night}`, BigInt(row.price)]));
}
