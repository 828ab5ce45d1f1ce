import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { setNavigator } from '../lib/navigation.ts';
import { toastStore } from '../lib/notify.ts';
import { loadingStore, OVERLAY_CLOSE_DELAY_MS } from '../lib/overlay.ts';
import { chooseCurrency, chooseLocale } from '../lib/preferences.ts';
import { clearSession, sessionStore, signIn } from '../lib/session.ts';
import { storefrontApi } from '@roamcart/contracts/api';
import { ApiError, call, readEnvelope, TransportError, upload } from './client.ts';
import { askEarly } from './early-answers.ts';
import { routeAddress } from './request-address.ts';

const { address, currency, identity } = storefrontApi;

const user = {
  id: 7,
  email: 'ada@example.com',
  nickname: 'ada',
  avatar: null,
  gender: 'unknown' as const,
  birthday: null,
  mobile: null,
  points: 100,
  balance: '0.00',
  currency_info: { code: 'EUR', symbol: '€', digits: 2 },
  lang: 'en',
  email_verified: true,
  invite_code: 'ABCDEFGH',
};

function answer(envelope: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } }));
}

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: { 'http.network_error': 'Network error', 'http.timeout': 'No answer within {{ms}} ms' } } },
  });
});

describe('readEnvelope', () => {
  it('gives the data of code 200', () => {
    expect(readEnvelope({ code: 200, data: { url: '/a.png' }, msg: 'Success' })).toEqual({ kind: 'ok', data: { url: '/a.png' } });
  });

  it('ends the session on every session code', () => {
    for (const code of [2001, 2002, 2003, 2004, 2007, 2011]) {
      expect(readEnvelope({ code, data: null, msg: 'signed out' })).toEqual({ kind: 'session-ended', message: 'signed out' });
    }
  });

  it('refuses other codes with their message and any field messages for the form', () => {
    const invalid = readEnvelope({ code: 4002, data: { email: 'Invalid email', count: 3 }, msg: 'Invalid parameters' });
    expect(invalid.kind === 'refused' && invalid.error.fields).toEqual({ email: 'Invalid email' });
    const wrongPassword = readEnvelope({ code: 4108, data: { password: 'Incorrect password' }, msg: 'Incorrect password' });
    expect(wrongPassword.kind === 'refused' && wrongPassword.error.fields).toEqual({ password: 'Incorrect password' });
    const balance = readEnvelope({ code: 4201, data: null, msg: 'Insufficient balance' });
    expect(balance.kind === 'refused' && [balance.error.code, balance.error.message, balance.error.fields]).toEqual([4201, 'Insufficient balance', {}]);
  });
});

describe('request', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loadingStore.set(0);
    toastStore.set(null);
    clearSession();
    chooseLocale('fr');
    chooseCurrency('JPY');
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends lang, currency, Client-Type and the token on GET and POST', async () => {
    const fetch = answer({ code: 200, data: null, msg: 'Succès' });
    vi.stubGlobal('fetch', fetch);
    signIn('7.secret', user);
    chooseCurrency('JPY');
    await call(address.page, { page: 2 });
    await call(address.delete, { id: 3 });

    const [getUrl, getInit] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(getUrl).toBe('/app_index/address/page?lang=fr&currency=JPY&page=2');
    const headers = new Headers(getInit.headers);
    expect([headers.get('Client-Type'), headers.get('Authorization')]).toEqual(['AppIndex', '7.secret']);
    const [postUrl, postInit] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(postUrl).toBe('/app_index/address/delete?lang=fr&currency=JPY');
    expect([postInit.method, postInit.body]).toEqual(['POST', '{"id":3}']);
  });

  it('takes over an answer the entry asked for early, once, while the early caller reads its own copy', async () => {
    const fetch = answer({ code: 200, data: { list: [], total: 0 }, msg: 'ok' });
    vi.stubGlobal('fetch', fetch);
    signIn('7.secret', user);
    chooseCurrency('JPY');
    const early = askEarly(routeAddress(address.page, { page: 2 }));
    expect(await call(address.page, { page: 2 })).toEqual({ list: [], total: 0 });
    expect(((await (await early).json()) as { msg: string }).msg).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, new Headers(init.headers).get('Authorization')]).toEqual(['/app_index/address/page?lang=fr&currency=JPY&page=2', '7.secret']);
    await call(address.page, { page: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends an Idempotency-Key only with the calls given one', async () => {
    const fetch = answer({ code: 200, data: null, msg: 'ok' });
    vi.stubGlobal('fetch', fetch);
    await call(storefrontApi.orders.pay, { order_no: '2026010112000001', method: 'wallet' }, { idempotencyKey: 'pay-3f2a9c1e' });
    await call(address.delete, { id: 3 });
    const keys = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['pay-3f2a9c1e', null]);
  });

  it('holds the overlay from before the call until 500 ms after the answer', async () => {
    vi.stubGlobal('fetch', answer({ code: 200, data: 1, msg: 'ok' }));
    const pending = call(currency.list);
    expect(loadingStore.get()).toBe(1);
    await expect(pending).resolves.toBe(1);
    vi.advanceTimersByTime(OVERLAY_CLOSE_DELAY_MS - 1);
    expect(loadingStore.get()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(loadingStore.get()).toBe(0);
  });

  it('leaves the overlay alone for calls that opt out', async () => {
    vi.stubGlobal('fetch', answer({ code: 200, data: 1, msg: 'ok' }));
    const pending = call(identity.userInfo, undefined, { overlay: false });
    expect(loadingStore.get()).toBe(0);
    await pending;
  });

  it('on a session code shows the message, forgets the session and goes to /login', async () => {
    vi.stubGlobal('fetch', answer({ code: 2007, data: null, msg: 'Signed out: the password changed' }));
    const navigate = vi.fn();
    setNavigator(navigate);
    signIn('7.secret', user);

    await expect(call(address.page, {})).rejects.toMatchObject({ code: 2007 });
    expect(sessionStore.get()).toEqual({ token: null, userInfo: null });
    expect(toastStore.get()?.text).toBe('Signed out: the password changed');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves a session alone when a session code answers a call made under a session already left', async () => {
    let answerLate: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(async () => new Promise<Response>((resolve) => (answerLate = resolve))));
    const navigate = vi.fn();
    setNavigator(navigate);
    signIn('7.secret', user);
    const stale = call(address.page, {});
    // The account is deleted and the page goes home; then someone signs in before the old call's answer arrives.
    clearSession();
    signIn('8.other', { ...user, id: 8 });
    answerLate(new Response(JSON.stringify({ code: 2011, data: null, msg: 'Account deleted' }), { status: 200 }));

    await expect(stale).rejects.toMatchObject({ code: 2011 });
    expect(sessionStore.get().token).toBe('8.other');
    expect(toastStore.get()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a refusal with its field messages for the form to show, without a toast saying it twice', async () => {
    vi.stubGlobal('fetch', answer({ code: 4002, data: { tel: 'Invalid phone number' }, msg: 'Invalid parameters' }));
    const refusal = await call(address.save, { name: 'Li Lei', tel: '12', province: 'P', city: 'C', area_code: '440305', address_detail: 'D' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 4002, message: 'Invalid parameters', fields: { tel: 'Invalid phone number' } });
    expect(toastStore.get()).toBeNull();
  });

  it('shows a refusal that names no field and rejects with its code', async () => {
    vi.stubGlobal('fetch', answer({ code: 4201, data: null, msg: 'Insufficient balance' }));
    const refusal = await call(currency.change, { code: 'EUR' }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 4201, message: 'Insufficient balance', fields: {} });
    expect(toastStore.get()?.text).toBe('Insufficient balance');
  });

  it('shows the message of an outage answered with HTTP 503, not the status', async () => {
    const outage = { code: 5003, data: null, msg: 'Service temporarily unavailable, try again shortly' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(outage), { status: 503, headers: { 'content-type': 'application/json; charset=utf-8' } })));
    const refusal = await call(currency.change, { code: 'EUR' }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 5003, message: outage.msg });
    expect(toastStore.get()?.text).toBe(outage.msg);
  });

  it('closes the overlay at once on a network failure, shows it and rethrows', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const failure = await call(currency.list).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect(loadingStore.get()).toBe(0);
    expect((failure as Error).message).toBe('Network error');
    expect(toastStore.get()?.text).toBe('Network error');
  });

  it('gives up after the timeout, and uploads multipart with the longer one', async () => {
    const hang = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    vi.stubGlobal('fetch', hang);
    const calling = call(currency.list).catch((error: unknown) => error);
    vi.advanceTimersByTime(30_000);
    expect(await calling).toMatchObject({ name: 'TransportError', message: 'No answer within 30000 ms' });

    const sending = upload(storefrontApi.upload.image, new Blob(['png'])).catch((error: unknown) => error);
    vi.advanceTimersByTime(30_000);
    expect(hang.mock.calls[1]?.[1].signal?.aborted).toBe(false);
    expect(hang.mock.calls[1]?.[1].body).toBeInstanceOf(FormData);
    vi.advanceTimersByTime(30_000);
    expect(await sending).toMatchObject({ name: 'TransportError', message: 'No answer within 60000 ms' });
  });
});
