import { formatMinor, type SystemText } from '@roamcart/contracts';
import type { ReferenceData } from '../../platform/reference-data.ts';

/**
 * The remark of the move that pays a refund back: how much went where, in each reader's language,
 * with the words the operator typed after it.
 */
export async function refundPaidRemark(ref: ReferenceData, amount: bigint, typed: string): Promise<SystemText> {
  const base = await ref.baseCurrency();
  const params = { amount: formatMinor(amount, base.digits), currency: base.code };
  return typed ? { key: 'system.history.refund_paid_remark', params: { ...params, remark: typed } } : { key: 'system.history.refund_paid', params };
}
