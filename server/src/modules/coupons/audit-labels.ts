import type { LabelSource } from '../../platform/admin-audit.ts';
import { couponTemplates } from './tables.ts';

/** Where the back-office log finds a coupon's name. */
export const couponAuditLabels: Record<string, LabelSource> = {
  coupons: { table: couponTemplates, id: couponTemplates.id, label: couponTemplates.title, numericId: true },
};
