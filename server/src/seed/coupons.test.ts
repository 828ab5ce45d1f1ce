// @module-tag embedded
import { describe, expect, it } from 'vitest';
import type { CouponCenterItem } from '@roamcart/contracts';
import { call, registerCustomer, useTestApp } from '../test/test-app.ts';
import { seedDemoCoupons } from './coupons.ts';

const t = useTestApp();

describe('seedDemoCoupons', () => {
  it('fills the coupon centre with a coupon of each kind, titled in every language, once', async () => {
    await seedDemoCoupons(t.db);
    await seedDemoCoupons(t.db);
    const { token } = await registerCustomer(t);
    const center = await call<CouponCenterItem[]>(t.app, 'GET', '/coupon/center', {}, { token, lang: 'ja' });
    expect(center.data.map((item) => item.kind).sort()).toEqual(['amount', 'free_shipping', 'percent']);
    expect(center.data.map((item) => item.title)).toContain('送料無料');
    expect(center.data.every((item) => item.can_claim && item.remaining === item.total)).toBe(true);
  });
});
