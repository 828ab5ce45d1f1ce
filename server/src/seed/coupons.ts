import { sql } from 'drizzle-orm';
import { couponTemplates } from '../modules/coupons/tables.ts';
import type { Db } from '../platform/db.ts';

/** Claimable demo coupons, one of each kind; money in base minor units (USD cents). */
const DEMO_COUPONS: (typeof couponTemplates.$inferInsert)[] = [
  {
    title: { en: '$5 off orders over $30', 'zh-CN': '满 30 美元减 5 美元', es: '5 $ de descuento en pedidos de más de 30 $', fr: '5 $ de remise dès 30 $ d’achat', ja: '30ドル以上で5ドル引き', ar: 'خصم 5 دولارات على الطلبات فوق 30 دولارًا' },
    kind: 'amount',
    amount: 500n,
    minSpend: 3000n,
    validity: 'days',
    validDays: 30,
    total: 1000,
    perCustomerLimit: 1,
    giveOut: 'claim',
  },
  {
    title: { en: '10% off, up to $20', 'zh-CN': '九折，最多减 20 美元', es: '10 % de descuento, hasta 20 $', fr: '10 % de remise, jusqu’à 20 $', ja: '10%オフ（最大20ドル）', ar: 'خصم 10% حتى 20 دولارًا' },
    kind: 'percent',
    percent: 10,
    maxDiscount: 2000n,
    validity: 'days',
    validDays: 14,
    total: 500,
    perCustomerLimit: 2,
    giveOut: 'claim',
  },
  {
    title: { en: 'Free shipping', 'zh-CN': '免运费', es: 'Envío gratis', fr: 'Livraison offerte', ja: '送料無料', ar: 'شحن مجاني' },
    kind: 'free_shipping',
    validity: 'days',
    validDays: 7,
    total: 2000,
    perCustomerLimit: 3,
    giveOut: 'claim',
  },
];

/** The demo coupon centre, on a shop without coupon templates; one the operator has set up is left alone. */
export async function seedDemoCoupons(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(couponTemplates);
  if (count > 0) return;
  await db.insert(couponTemplates).values(DEMO_COUPONS);
}
