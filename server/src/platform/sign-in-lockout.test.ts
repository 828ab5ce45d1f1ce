// @module-tag embedded
import type * as Argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmin, signIn } from '../test/admin-client.ts';
import { call, registerCustomer, useTestApp } from '../test/test-app.ts';

// Every password check goes through argon2's verify: counting its calls counts the checks.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    verify: (...args: Parameters<typeof Argon2.verify>) => {
      checks.count += 1;
      return argon2.verify(...args);
    },
  };
});

const t = useTestApp();
beforeEach(() => {
  checks.count = 0;
});

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});
let ipCounter = 0;
const nextIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function customerLogin(email: string, password: string): Promise<{ code: number; msg: string }> {
  return call(t.app, 'POST', '/user/login', { email, password }, { ip: nextIp() });
}

async function adminLogin(username: string, password: string): Promise<{ code: number; msg: string }> {
  return (await signIn(t.app, username, password, { ip: nextIp() })).response;
}

describe.each([
  ['storefront login', customerLogin, 4101, async () => registerCustomer(t)],
  ['admin sign-in', adminLogin, 4501, async () => {
    const admin = await createAdmin(t);
    return { email: admin.username, password: admin.password };
  }],
] as const)('the %s lockout', (_name, login, wrongCode, account) => {
  it('checks at most 5 passwords for 40 parallel wrong attempts, then refuses the right one with 4107', async () => {
    const { email, password } = await account();
    checks.count = 0;
    const codes = await Promise.all(Array.from({ length: 40 }, () => login(email, 'wrong-password')));
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(tally(codes.map((c) => c.code))).toEqual({ [wrongCode]: 5, 4107: 35 });
    const right = await login(email, password);
    expect(right).toMatchObject({ code: 4107, msg: 'Too many failed sign-ins, try again in 15 minutes' });
  });

  it('answers an unknown account like a known one: one password check each, the same codes and the lockout', async () => {
    const known = await account();
    const unknown = `ghost-${ipCounter}@example.com`;
    for (const name of [known.email, unknown]) {
      checks.count = 0;
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await login(name, 'wrong-password'));
      expect(checks.count, name).toBe(5);
      expect(answers.map((a) => a.code), name).toEqual([wrongCode, wrongCode, wrongCode, wrongCode, wrongCode, 4107]);
    }
  });
});
