import { describe, expect, it } from 'vitest';
import type { RefundView } from '@roamcart/contracts';
import { afterSaleActions, refundableAmount } from './after-sale-rules.ts';

const refund = (status: RefundView['status'], amount: string): RefundView => ({
  id: 1,
  sub_order_no: '20260101000001',
  kind: 'refund',
  status,
  reason: 'Damaged',
  amount,
  images: [],
  logistics_company: '',
  tracking_no: '',
  tracking_url: null,
  created_at: '2026-01-01T00:00:00Z',
  return_address: null,
});

describe('what is left to ask back', () => {
  it('is what was paid less what came back; rejected and open requests take nothing off', () => {
    expect(refundableAmount({ paid_amount: '50.00' }, [])).toBe('50.00');
    expect(refundableAmount({ paid_amount: '50.00' }, [refund('refunded', '20.00'), refund('rejected', '10.00')])).toBe('30.00');
  });
});

describe('after-sale actions of a sub-order', () => {
  it('offers a review once received, and a return only once the goods were sent', () => {
    expect(afterSaleActions({ status: 'received', paid_amount: '50.00' }, [])).toEqual({ review: true, refund: true, returnGoods: true });
    expect(afterSaleActions({ status: 'pending_shipping', paid_amount: '50.00' }, [])).toEqual({ review: false, refund: true, returnGoods: false });
    expect(afterSaleActions({ status: 'pending_payment', paid_amount: '0.00' }, [])).toEqual({ review: false, refund: false, returnGoods: false });
  });

  it('offers no second request while one is under way, nor once everything came back', () => {
    expect(afterSaleActions({ status: 'shipped', paid_amount: '50.00' }, [refund('requested', '5.00')]).refund).toBe(false);
    expect(afterSaleActions({ status: 'shipped', paid_amount: '50.00' }, [refund('rejected', '5.00')]).refund).toBe(true);
    expect(afterSaleActions({ status: 'completed', paid_amount: '50.00' }, [refund('refunded', '50.00')]).refund).toBe(false);
  });
});
