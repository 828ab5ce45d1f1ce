// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AgentRow, MessageDetail, MessageList, PageResult, SentMessageRow } from '@roamcart/contracts';
import { messageReads, messages } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser, useSuperAdmin } from '../../test/admin-client.ts';
import { call, useTestApp, lastMailedCode, registerCustomer } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

async function send(body: Record<string, unknown>, browser: AdminBrowser = root) {
  return adminCall<SentMessageRow>(t.app, browser, 'POST', '/messages/send', body);
}

async function inbox(token: string) {
  return (await call<MessageList>(t.app, 'GET', '/message/list', { page: 1, limit: 20 }, { token })).data;
}

describe('broadcast messages', () => {
  it('reach every customer as one row, with read state kept per customer', async () => {
    const alice = await registerCustomer(t);
    const bob = await registerCustomer(t);
    const long = 'Our summer sale starts on Monday. '.repeat(10).trim();
    const sent = await send({ title: 'Summer sale', content: long });
    expect(sent.data).toMatchObject({ title: 'Summer sale', user_id: null, admin_id: root.adminId, read_count: 0 });
    const [{ count } = { count: 0 }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(messages).where(eq(messages.id, sent.data.id));
    expect(count).toBe(1);

    for (const customer of [alice, bob]) {
      const box = await inbox(customer.token);
      expect(box.unread).toBe(1);
      expect(box.list[0]).toMatchObject({ id: sent.data.id, title: 'Summer sale', read: false });
      expect(box.list[0]?.content).toBe(`${long.slice(0, 100)}…`);
    }

    const detail = await call<MessageDetail>(t.app, 'GET', '/message/detail', { id: sent.data.id }, { token: alice.token });
    expect(detail.data).toMatchObject({ id: sent.data.id, content: long, read: true });
    expect((await inbox(alice.token)).unread).toBe(0);
    expect((await inbox(alice.token)).list[0]?.read).toBe(true);
    expect((await inbox(bob.token)).unread).toBe(1);
    expect((await inbox(bob.token)).list[0]?.read).toBe(false);

    await call(t.app, 'GET', '/message/detail', { id: sent.data.id }, { token: alice.token });
    expect(await t.db.select().from(messageReads).where(eq(messageReads.messageId, sent.data.id))).toHaveLength(1);
    const listed = await adminCall<PageResult<SentMessageRow>>(t.app, root, 'GET', '/messages', { keyword: 'summer' });
    expect(listed.data.list[0]).toMatchObject({ id: sent.data.id, read_count: 1 });
  });

  it('are not shown to customers who registered after they were sent', async () => {
    const sent = await send({ title: 'Before you came', content: 'Old news' });
    const late = await registerCustomer(t);
    await t.db.update(messages).set({ createdAt: sql`now() - interval '1 minute'` }).where(eq(messages.id, sent.data.id));
    expect((await inbox(late.token)).list.map((m) => m.id)).not.toContain(sent.data.id);
  });
});

describe('messages to one customer', () => {
  it('are seen by that customer only; another customer gets 4402 for the detail', async () => {
    const alice = await registerCustomer(t);
    const bob = await registerCustomer(t);
    const sent = await send({ user_id: alice.userId, title: 'Your refund', content: 'We refunded 10.00' });
    expect(sent.data).toMatchObject({ user_id: alice.userId, user_email: alice.email });
    expect((await inbox(alice.token)).list.map((m) => m.id)).toContain(sent.data.id);
    expect((await inbox(bob.token)).list.map((m) => m.id)).not.toContain(sent.data.id);
    const peek = await call(t.app, 'GET', '/message/detail', { id: sent.data.id }, { token: bob.token });
    expect(peek).toMatchObject({ code: 4402, msg: 'Record does not exist' });
    expect((await send({ user_id: 999999, title: 'x', content: 'y' })).code).toBe(4402);
  });
});

describe('POST /app_index/message/read_all', () => {
  it("marks every message of the customer read and leaves other customers' state alone", async () => {
    const alice = await registerCustomer(t);
    const bob = await registerCustomer(t);
    await send({ user_id: alice.userId, title: 'One', content: '1' });
    await send({ title: 'Two', content: '2' });
    const unreadBefore = (await inbox(bob.token)).unread;
    expect((await inbox(alice.token)).unread).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, 'POST', '/message/read_all', {}, { token: alice.token })).code).toBe(200);
    const after = await inbox(alice.token);
    expect(after.unread).toBe(0);
    expect(after.list.every((m) => m.read)).toBe(true);
    expect((await inbox(bob.token)).unread).toBe(unreadBefore);
    expect((await call(t.app, 'POST', '/message/read_all', {}, { token: alice.token })).code).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    expect((await call(t.app, 'GET', '/message/list')).code).toBe(2001);
    expect((await call(t.app, 'POST', '/message/read_all')).code).toBe(2001);
  });
});

describe('agent-scoped admins and messages', () => {
  it('may write to their own customers only, and never to everyone', async () => {
    const region = await adminCall<AgentRow>(t.app, root, 'POST', '/agents/save', { name: 'Msg region', rebate_ratio: '1', invite_code: 'MSGREG1' });
    const email = 'msg-scoped@example.com';
    await call(t.app, 'POST', '/common/send_email_code', { email, scene: 'register' }, { ip: '10.90.0.1' });
    const code = await lastMailedCode(t.db, email);
    const own = await call<{ user_info: { id: number } }>(
      t.app,
      'POST',
      '/user/register',
      { email, code, password: 'secret123', password_confirm: 'secret123', invite_code: 'MSGREG1' },
      { ip: '10.90.0.1' },
    );
    const outsider = await registerCustomer(t);
    const scoped = await signedInAdmin(t, ['page:messages', 'messages:send', 'messages:list'], { agentId: region.data.id });

    expect(await send({ title: 'All', content: 'everyone' }, scoped)).toMatchObject({ code: 4003, data: { user_id: 'No permission for this action' } });
    expect((await send({ user_id: outsider.userId, title: 'Hi', content: 'x' }, scoped)).code).toBe(4402);
    expect((await send({ user_id: own.data.user_info.id, title: 'Hi', content: 'x' }, scoped)).code).toBe(200);
    const listed = await adminCall<PageResult<SentMessageRow>>(t.app, scoped, 'GET', '/messages');
    expect(listed.data.list.map((m) => m.user_id)).toEqual([own.data.user_info.id]);
  });
});
