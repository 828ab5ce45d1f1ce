// @module-tag embedded
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type AdminLogRow, type AgentRow, type OperatorMessageList, type OperatorMessageRow, type PageResult, type ParameterRow } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { ticketBookings } from '../flights/tables.ts';
import { travelOrders } from '../travel/tables.ts';
import { operatorMessageReads, operatorMessages } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { approveAndPayTicketOrder, bookTicketOrder, freshTicketFare } from '../../test/ticket-orders-fixture.ts';
import { flagLateTicketing, flagLateTicketingJob } from '../flights/index.ts';
import { notifyOperators, pruneOperatorMessages, pruneOperatorMessagesJob } from './index.ts';

const t = useTestApp({}, { template: 'flights' });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const TICKETING = ['ticket_orders:list', 'ticket_orders:issue'];
let root: AdminBrowser;
/** Issues tickets for every customer. */
let issuer: AdminBrowser;
/** Sees ticket orders but does not issue tickets. */
let viewer: AdminBrowser;
/** Issue tickets for the customers of the buyer's agent, and of another agent. */
let ownAgentIssuer: AdminBrowser;
let otherAgentIssuer: AdminBrowser;
let buyer: Buyer;
/** Orders the job found late, in the order they were paid. */
const late: string[] = [];

async function paidOrder(name: string): Promise<{ orderNo: string; date: string; deadline: number }> {
  const fare = await freshTicketFare(t, 9);
  const orderNo = await bookTicketOrder(t, buyer, fare, [name]);
  await approveAndPayTicketOrder(t, root, buyer, orderNo);
  const [booking] = await t.db
    .select({ deadline: ticketBookings.ticketingDeadline })
    .from(ticketBookings)
    .innerJoin(travelOrders, eq(travelOrders.id, ticketBookings.travelOrderId))
    .where(eq(travelOrders.orderNo, orderNo));
  // This file is about the late-ticketing messages; the queues' own (review, ticketing) are review-queues.test.ts's.
  await t.db.delete(operatorMessages).where(and(eq(operatorMessages.subject, orderNo), ne(operatorMessages.kind, 'ticketing_late')));
  return { orderNo, date: fare.date, deadline: booking!.deadline!.getTime() };
}

const messagesAbout = (orderNos: string[]) => t.db.select().from(operatorMessages).where(inArray(operatorMessages.subject, orderNos)).orderBy(operatorMessages.id);
const inbox = async (admin: AdminBrowser, query: Record<string, unknown> = {}) => (await adminCall<OperatorMessageList>(t.app, admin, 'GET', '/operator_messages', query)).data;
const read = (admin: AdminBrowser, body: Record<string, unknown>) => adminCall<OperatorMessageRow>(t.app, admin, 'POST', '/operator_messages/read', body);
/** What the admin app shows: the key's text from the dictionary it loads for `lang`, with the params put in. */
async function shown(lang: string, key: string, params: Record<string, string | number>): Promise<string> {
  const dictionary = (await call<Record<string, string>>(t.app, 'GET', '/translate', { lang })).data;
  return (dictionary[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

beforeAll(async () => {
  root = await signedInAdmin(t, 'super');
  issuer = await signedInAdmin(t, TICKETING);
  viewer = await signedInAdmin(t, ['ticket_orders:list']);
  buyer = await newBuyer(t, root, '20000');
  const [customer] = await t.db.select({ agentId: users.agentId }).from(users).where(eq(users.id, buyer.userId));
  ownAgentIssuer = await signedInAdmin(t, TICKETING, { agentId: customer!.agentId });
  const other = await adminCall<AgentRow>(t.app, root, 'POST', '/agents/save', { name: 'Elsewhere', rebate_ratio: '1', invite_code: 'ELSEWHERE1' });
  otherAgentIssuer = await signedInAdmin(t, TICKETING, { agentId: other.data.id });
});

describe('the late-ticketing job and its operator messages', () => {
  it('on a moved clock writes one message per late order, with its mark, and none again on the next runs', async () => {
    const first = await paidOrder('Ann');
    const second = await paidOrder('Bob');
    await runJobAt(t, flagLateTicketingJob, new Date(Math.min(first.deadline, second.deadline) - MINUTE));
    expect(await messagesAbout([first.orderNo, second.orderNo])).toEqual([]);

    const at = new Date(Math.max(first.deadline, second.deadline) + MINUTE);
    await runJobAt(t, flagLateTicketingJob, at);
    const messages = await messagesAbout([first.orderNo, second.orderNo]);
    expect(messages.map((message) => message.subject).sort()).toEqual([first.orderNo, second.orderNo].sort());
    const message = messages.find((one) => one.subject === first.orderNo)!;
    expect(message).toMatchObject({
      kind: 'ticketing_late',
      permission: 'ticket_orders:issue',
      customerId: buyer.userId,
      link: `/flights/ticket-orders?tab=ticketing&order_no=${first.orderNo}`,
      params: { order_no: first.orderNo, flight_no: expect.stringMatching(/^[A-Z0-9]{2}\d+$/), route: expect.stringMatching(/^[A-Z]{3} → [A-Z]{3}$/), date: first.date },
      createdAt: at,
    });
    const [mark] = await t.db.select({ at: ticketBookings.ticketingLateAt }).from(ticketBookings).innerJoin(travelOrders, eq(travelOrders.id, ticketBookings.travelOrderId)).where(eq(travelOrders.orderNo, first.orderNo));
    expect(mark!.at).toEqual(at);
    expect(await shown('en', message.titleKey, message.params)).toBe(`Ticket order ${first.orderNo} is late`);
    expect(await shown('fr', message.bodyKey, message.params)).toContain(`vol ${String(message.params.flight_no)}`);

    await runJobAt(t, flagLateTicketingJob, new Date(at.getTime() + 5 * MINUTE));
    expect(await messagesAbout([first.orderNo, second.orderNo])).toHaveLength(2);
    late.push(first.orderNo, second.orderNo);
  });

  it('tells a late order once when several servers run the job at the same moment', async () => {
    const third = await paidOrder('Cid');
    const at = new Date(third.deadline + MINUTE);
    const marked = await Promise.all([flagLateTicketing(t.db, at), flagLateTicketing(t.db, at), flagLateTicketing(t.db, at)]);
    expect(marked.flat().filter((orderNo) => orderNo === third.orderNo)).toHaveLength(1);
    expect(await messagesAbout([third.orderNo])).toHaveLength(1);
    late.push(third.orderNo);
  });
});

describe('GET /admin_api/operator_messages', () => {
  it('shows the messages to the admins who issue tickets for that customer, and to super admins only besides', async () => {
    for (const admin of [root, issuer, ownAgentIssuer]) {
      const list = await inbox(admin, { limit: 100 });
      expect(list.list.map((row) => row.params.order_no).sort()).toEqual([...late].sort());
      expect(list.unread).toBe(late.length);
    }
    for (const admin of [viewer, otherAgentIssuer]) expect(await inbox(admin)).toMatchObject({ list: [], total: 0, unread: 0 });

    const [message] = await messagesAbout([late[0]!]);
    expect((await read(viewer, { id: message!.id })).code).toBe(ErrorCode.RecordNotFound);
    expect((await read(otherAgentIssuer, { id: message!.id })).code).toBe(ErrorCode.RecordNotFound);
  });

  it('keeps read marks per admin: unread first or newest first, mark one read, then all', async () => {
    const before = await inbox(issuer);
    expect(before.list.every((row) => !row.read)).toBe(true);
    const newest = before.list.map((row) => row.params.order_no);
    expect(newest).toEqual([...late].reverse());

    const oldest = before.list.at(-1)!;
    const marked = await read(issuer, { id: oldest.id });
    expect(marked).toMatchObject({ code: 200, data: { id: oldest.id, read: true } });
    expect((await read(issuer, { id: oldest.id })).data.read).toBe(true);

    const unreadFirst = await inbox(issuer);
    expect(unreadFirst.unread).toBe(late.length - 1);
    expect(unreadFirst.list.at(-1)).toMatchObject({ id: oldest.id, read: true });
    const byDate = await inbox(issuer, { order: 'newest' });
    expect(byDate.list.map((row) => row.params.order_no)).toEqual(newest);
    expect((await inbox(issuer, { limit: 1, page: 2 })).list).toHaveLength(1);
    expect((await inbox(root)).unread).toBe(late.length);

    expect((await adminCall(t.app, issuer, 'POST', '/operator_messages/read_all', {})).code).toBe(200);
    const after = await inbox(issuer);
    expect(after).toMatchObject({ total: late.length, unread: 0 });
    expect(after.list.every((row) => row.read)).toBe(true);
    expect((await inbox(ownAgentIssuer)).unread).toBe(late.length);

    const log = await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', { action: 'operator_messages:read', admin_id: issuer.adminId });
    expect(log.data.list[0]).toMatchObject({ action_name: 'Read a notification', result_code: 200 });
  });

  it('refuses a missing id with 4001 and a bad id, order or limit with 4002', async () => {
    expect(await read(issuer, {})).toMatchObject({ code: ErrorCode.MissingParameters, data: { id: expect.any(String) } });
    for (const id of ['abc', '7', 0, -3, 1.5]) expect((await read(issuer, { id })).code, String(id)).toBe(ErrorCode.InvalidParameters);
    const badOrder = await adminCall(t.app, issuer, 'GET', '/operator_messages', { order: 'oldest' });
    expect(badOrder).toMatchObject({ code: ErrorCode.InvalidParameters, data: { order: expect.any(String) } });
    expect((await adminCall(t.app, issuer, 'GET', '/operator_messages', { limit: 500 })).code).toBe(ErrorCode.InvalidParameters);
    expect((await read(issuer, { id: 2_000_000 })).code).toBe(ErrorCode.RecordNotFound);
  });
});

describe('the message’s link', () => {
  it('opens the ticketing queue on the late order alone, within what the admin sees', async () => {
    const orderNo = late[0]!;
    const queue = await adminCall<PageResult<{ order_no: string }>>(t.app, issuer, 'GET', '/ticket_orders/ticketing', { order_no: orderNo });
    expect(queue.data).toMatchObject({ total: 1, list: [{ order_no: orderNo }] });
    expect((await adminCall<PageResult<unknown>>(t.app, otherAgentIssuer, 'GET', '/ticket_orders/ticketing', { order_no: orderNo })).data.total).toBe(0);
    expect((await adminCall(t.app, issuer, 'GET', '/ticket_orders/ticketing', { order_no: 'RC-1' })).code).toBe(ErrorCode.InvalidParameters);
  });

  it('is not reachable without a back-office session', async () => {
    expect((await adminCall(t.app, null, 'GET', '/operator_messages')).code).toBe(ErrorCode.AdminSignInNeeded);
  });
});

describe('the daily prune of old messages', () => {
  /** A message about `subject` written on the clock's `at`, for every admin who issues tickets (no customer: platform admins). */
  async function writtenAt(subject: string, at: number): Promise<typeof operatorMessages.$inferSelect> {
    const params = { order_no: subject, flight_no: 'BA478', route: 'LHR → MAD', date: '2026-01-10' };
    expect(await notifyOperators(t.db, [{ kind: 'ticketing_late', subject, customerId: null, params, link: null }], new Date(at))).toBe(1);
    return (await messagesAbout([subject]))[0]!;
  }
  const subjectsLeft = async (subjects: string[]) => (await messagesAbout(subjects)).map((message) => message.subject);
  const everything = async () => ({
    messages: await t.db.select().from(operatorMessages).orderBy(asc(operatorMessages.id)),
    marks: await t.db.select().from(operatorMessageReads).orderBy(asc(operatorMessageReads.messageId), asc(operatorMessageReads.adminId)),
  });

  it('on a moved clock deletes what is past 90 days, read or not, keeps the recent ones with their read marks, and changes nothing on a second run', async () => {
    const start = Date.now();
    const oldRead = await writtenAt('PRUNE-OLD-READ', start + DAY);
    const oldUnread = await writtenAt('PRUNE-OLD-UNREAD', start + DAY);
    const recentRead = await writtenAt('PRUNE-RECENT-READ', start + 60 * DAY);
    const recentUnread = await writtenAt('PRUNE-RECENT-UNREAD', start + 60 * DAY);
    const all = [oldRead, oldUnread, recentRead, recentUnread];
    for (const message of [oldRead, recentRead]) expect((await read(issuer, { id: message.id })).code).toBe(200);

    // 91 days after the old ones: past the default 90 days; the recent ones are 31 days old.
    const at = new Date(start + 92 * DAY);
    await runJobAt(t, pruneOperatorMessagesJob(t.app.deps.ref), at);
    expect(await subjectsLeft(all.map((message) => message.subject))).toEqual([recentRead.subject, recentUnread.subject]);
    const marks = await t.db.select().from(operatorMessageReads).where(inArray(operatorMessageReads.messageId, all.map((message) => message.id)));
    expect(marks).toEqual([expect.objectContaining({ messageId: recentRead.id, adminId: issuer.adminId })]);
    const shownToIssuer = (await inbox(issuer, { limit: 100 })).list.filter((row) => all.some((message) => message.id === row.id));
    expect(shownToIssuer.map((row) => [row.params.order_no, row.read])).toEqual([
      [recentUnread.subject, false],
      [recentRead.subject, true],
    ]);
    // Messages the late-ticketing job wrote today are that old too by then.
    expect(await messagesAbout(late)).toEqual([]);

    const before = await everything();
    expect(await pruneOperatorMessages(t.db, t.app.deps.ref, new Date(at.getTime() + MINUTE))).toBe(0);
    await runJobAt(t, pruneOperatorMessagesJob(t.app.deps.ref), new Date(at.getTime() + DAY));
    expect(await everything()).toEqual(before);
  });

  it('keeps messages as many days as the operator sets in the parameters', async () => {
    const found = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: 'operator_message_retention_days' });
    const parameter = found.data.list.find((row) => row.key === 'operator_message_retention_days')!;
    expect(parameter).toMatchObject({ value: '90', type: 'integer', min: 7, max: 3650, built_in: true });
    const save = (value: string) => adminCall<ParameterRow>(t.app, root, 'POST', '/parameters/save', { id: parameter.id, name: parameter.name, key: parameter.key, description: parameter.description, value });
    expect((await save('3')).code).toBe(ErrorCode.InvalidParameters);
    expect((await save('30')).code).toBe(200);

    const at = Date.now() + 400 * DAY;
    const older = await writtenAt('PRUNE-31-DAYS', at - 31 * DAY);
    const newer = await writtenAt('PRUNE-29-DAYS', at - 29 * DAY);
    await runJobAt(t, pruneOperatorMessagesJob(t.app.deps.ref), new Date(at));
    expect(await subjectsLeft([older.subject, newer.subject])).toEqual([newer.subject]);
    expect((await save('90')).code).toBe(200);
  });
});
