import type { CouponTemplateRow, UserCoupon } from '@roamcart/contracts';
import { adminCall, type AdminBrowser } from './admin-client.ts';
import type { Buyer } from './buyer-fixture.ts';
import { call, type TestApp } from './test-app.ts';

/** A coupon template saved through the back office: claimable, 100 of them, valid 30 days from claiming, unless `overrides` say otherwise. */
export async function saveCouponTemplate(t: TestApp, admin: AdminBrowser, overrides: Record<string, unknown>): Promise<CouponTemplateRow> {
  const saved = await adminCall<CouponTemplateRow>(t.app, admin, 'POST', '/coupons/save', {
    title: { en: 'Test coupon', 'zh-CN': '测试券' },
    validity: 'days',
    valid_days: 30,
    total: 100,
    give_out: 'claim',
    ...overrides,
  });
  if (saved.code !== 200) throw new Error(`coupon template not saved: ${JSON.stringify(saved)}`);
  return saved.data;
}

/** The buyer claims a coupon of the template in the coupon centre. */
export async function claimCoupon(t: TestApp, buyer: Buyer, templateId: number): Promise<UserCoupon> {
  const claimed = await call<UserCoupon>(t.app, 'POST', '/coupon/claim', { coupon_id: templateId }, { token: buyer.token });
  if (claimed.code !== 200) throw new Error(`claim failed: ${JSON.stringify(claimed)}`);
  return claimed.data;
}
