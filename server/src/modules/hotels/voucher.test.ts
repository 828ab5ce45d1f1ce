import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@roamcart/contracts';
import { adminCall, signedInAdmin } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { download, icsLines, pdfFacts } from '../../test/download.ts';
import { adminTestHotel } from '../../test/hotel-fixture.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: Awaited<ReturnType<typeof signedInAdmin>>;
let roomTypeId: number;
let ratePlanId: number;

const CITY = 'VOUCHR';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const contact = { name: 'Jane Roe', phone: '+33 1 42 68 53 00', email: 'jane@example.com' };
const key = (label: string) => ({ 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` });

/** A booking of two nights from `checkIn`, approved and paid from the wallet. */
async function paidBooking(buyer: Buyer, checkIn: string, checkOut: string): Promise<string> {
  const booked = await call<{ order_no: string }>(
    t.app,
    'POST',
    '/hotel/order/create',
    { room_type_id: roomTypeId, rate_plan_id: ratePlanId, check_in: checkIn, check_out: checkOut, rooms: 1, adults: 2, guests: [{ name: 'Jane Roe' }], contact },
    { token: buyer.token, headers: key('book') },
  );
  const orderNo = booked.data.order_no;
  expect((await adminCall(t.app, root, 'POST', '/review/hotel_order', { order_no: orderNo, approve: true, remark: '' })).code).toBe(200);
  expect((await call(t.app, 'POST', '/hotel/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token, headers: key('pay') })).code).toBe(200);
  return orderNo;
}

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  ({ roomTypeId, ratePlanId } = await adminTestHotel(t, root, { city: { code: CITY, name: 'Voucherville' }, country: 'JP', board: 'breakfast', hotel: { name: { en: 'Harbour Hotel' }, latitude: 35.68, longitude: 139.76, time_zone: 'Asia/Tokyo', stars: 4 } }));
});
afterAll(async () => {
  await t.close();
});

describe('GET /hotel/order/voucher and /hotel/order/calendar', () => {
  it('give the owner of a confirmed booking its PDF voucher and its stay in UTC as an .ics; another customer gets 4402 (not found), an unconfirmed booking 4207', async () => {
    const buyer = await newBuyer(t, root, '1000.00');
    const stranger = await newBuyer(t, root);
    const [checkIn, checkOut] = [day(10), day(12)];
    const orderNo = await paidBooking(buyer, checkIn, checkOut);

    expect((await download(t, '/hotel/order/voucher', { order_no: orderNo }, buyer.token)).envelope().code).toBe(ErrorCode.OrderStateConflict);
    expect((await adminCall(t.app, root, 'POST', '/hotel_orders/verify', { order_no: orderNo, confirmation_no: 'HX-4471' })).code).toBe(200);

    const voucher = await download(t, '/hotel/order/voucher', { order_no: orderNo }, buyer.token);
    expect(voucher.type).toBe('application/pdf');
    expect(voucher.disposition).toBe(`attachment; filename="voucher-${orderNo}.pdf"`);
    expect(voucher.body.subarray(0, 5).toString()).toBe('%PDF-');
    // The order number is the file's subject, readable without rendering; the voucher fits one A4 page.
    expect(pdfFacts(voucher.body)).toEqual({ subject: orderNo, pages: 1 });

    const calendar = await download(t, '/hotel/order/calendar', { order_no: orderNo }, buyer.token);
    expect(calendar.type).toBe('text/calendar; charset=utf-8');
    expect(calendar.disposition).toBe(`attachment; filename="roamcart-${orderNo}.ics"`);
    const lines = icsLines(calendar.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    // Check-in from 14:00 and check-out by 12:00 in Tokyo (UTC+9, no summer time).
    const compact = (date: string) => date.replaceAll('-', '');
    expect(lines).toContain(`DTSTART:${compact(checkIn)}T050000Z`);
    expect(lines).toContain(`DTEND:${compact(checkOut)}T030000Z`);
    expect(lines).toContain(`UID:${orderNo}-stay@roamcart`);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Stay at Harbour Hotel');
    expect(lines).toContain('LOCATION:Harbour Hotel');

    expect((await download(t, '/hotel/order/voucher', { order_no: orderNo }, stranger.token)).envelope().code).toBe(ErrorCode.RecordNotFound);
    expect((await download(t, '/hotel/order/calendar', { order_no: orderNo }, stranger.token)).envelope().code).toBe(ErrorCode.RecordNotFound);
  });
});
