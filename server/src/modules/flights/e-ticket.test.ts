import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TicketOrderAdminDetail } from '@roamcart/contracts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { download, icsLines, pdfFacts } from '../../test/download.ts';
import { useTestApp } from '../../test/test-app.ts';
import { approveAndPayTicketOrder, bookTicketOrder, freshTicketFare } from '../../test/ticket-orders-fixture.ts';

const t = useTestApp({}, { template: 'flights' });
let root: AdminBrowser;
let buyer: Buyer;
let stranger: Buyer;

/** An instant of a leg as iCalendar writes it in UTC, from its local time with offset. */
const icsUtc = (localIso: string) => new Date(localIso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

beforeAll(async () => {
  root = await signedInAdmin(t, 'super');
  buyer = await newBuyer(t, root, '20000');
  stranger = await newBuyer(t, root);
});

describe('GET /ticket/order/e_ticket and /ticket/order/calendar', () => {
  it('give the owner of a ticketed order its PDF e-ticket and one UTC calendar entry per flight; another customer gets 4402, an order without tickets 4207', async () => {
    const orderNo = await bookTicketOrder(t, buyer, await freshTicketFare(t, 9), ['Ann', 'Bob']);
    await approveAndPayTicketOrder(t, root, buyer, orderNo);
    expect((await download(t, '/ticket/order/e_ticket', { order_no: orderNo }, buyer.token)).envelope().code).toBe(ErrorCode.OrderStateConflict);
    expect((await download(t, '/ticket/order/calendar', { order_no: orderNo }, buyer.token)).envelope().code).toBe(ErrorCode.OrderStateConflict);

    const order = (await adminCall<TicketOrderAdminDetail>(t.app, root, 'GET', '/ticket_orders/detail', { order_no: orderNo })).data;
    const tickets = order.passengers.map((passenger, index) => ({ passenger_id: passenger.id, ticket_no: `176-99000000${index + 1}` }));
    expect((await adminCall(t.app, root, 'POST', '/ticket_orders/issue', { order_no: orderNo, tickets })).code).toBe(200);

    const eTicket = await download(t, '/ticket/order/e_ticket', { order_no: orderNo }, buyer.token);
    expect(eTicket.type).toBe('application/pdf');
    expect(eTicket.disposition).toBe(`attachment; filename="e-ticket-${orderNo}.pdf"`);
    expect(eTicket.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFacts(eTicket.body)).toEqual({ subject: orderNo, pages: 1 });

    const calendar = await download(t, '/ticket/order/calendar', { order_no: orderNo }, buyer.token);
    expect(calendar.type).toBe('text/calendar; charset=utf-8');
    const lines = icsLines(calendar.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(order.segments.length);
    order.segments.forEach((segment, index) => {
      expect(lines).toContain(`UID:${orderNo}-${index + 1}-${segment.flight_no}@roamcart`);
      expect(lines).toContain(`DTSTART:${icsUtc(segment.depart_at)}`);
      expect(lines).toContain(`DTEND:${icsUtc(segment.arrive_at)}`);
    });
    // The description lists every passenger's ticket (commas and line breaks escaped).
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Roe/Ann: 176-990000001\\nRoe/Bob: 176-990000002');

    expect((await download(t, '/ticket/order/e_ticket', { order_no: orderNo }, stranger.token)).envelope().code).toBe(ErrorCode.RecordNotFound);
    expect((await download(t, '/ticket/order/calendar', { order_no: orderNo }, stranger.token)).envelope().code).toBe(ErrorCode.RecordNotFound);
  });
});
