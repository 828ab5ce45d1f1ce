import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RefundView, SubOrderView } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import { afterSaleActions, refundStateLabel } from '../lib/after-sale-rules.ts';
import { ReturnAddressLines } from './parcel-parts.tsx';

/** Where an approved return goes back to, or that the shop will send the address when it keeps none yet. */
export function ReturnDestination({ refund }: { refund: RefundView }) {
  const { t } = useTranslation();
  if (refund.kind !== 'return' || !['approved', 'in_transit'].includes(refund.status)) return null;
  return (
    <div className="order-return-to">
      <p className="order-refund-reason">{t('refund.return_to')}</p>
      {refund.return_address ? <ReturnAddressLines address={refund.return_address} /> : <p data-testid="return-address-pending">{t('refund.return_address_pending')}</p>}
    </div>
  );
}

/** One refund request of a sub-order: what it is and where it stands, the goods' way back, and the next step. */
function RefundRequest({ orderNo, refund }: { orderNo: string; refund: RefundView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="order-refund" data-testid="order-refund">
      <p className="order-refund-head">
        <span className="order-status" data-testid="refund-state">
          {refundStateLabel(refund)}
        </span>
        <bdi>{money.format(refund.amount)}</bdi>
      </p>
      <p className="order-refund-reason">{refund.reason}</p>
      {refund.tracking_no && (
        <p className="order-refund-reason">
          {refund.logistics_company} <bdi dir="ltr">{refund.tracking_no}</bdi>
        </p>
      )}
      <ReturnDestination refund={refund} />
      {refund.kind === 'return' && refund.status === 'approved' && (
        <Link className="button-link is-primary" to={`/returnshipping?order_no=${orderNo}&refund_id=${refund.id}`}>
          {t('refund.send_back')}
        </Link>
      )}
    </div>
  );
}

/**
 * Under a sub-order: its refund requests, and what may be done next (review the goods, ask for a
 * refund or a return), each on its own screen.
 */
export function SubOrderAfterSale({ orderNo, sub, refunds }: { orderNo: string; sub: SubOrderView; refunds: RefundView[] }) {
  const { t } = useTranslation();
  const can = afterSaleActions(sub, refunds);
  const query = `order_no=${orderNo}&sub_order_no=${sub.sub_order_no}`;
  return (
    <>
      {refunds.map((refund) => (
        <RefundRequest key={refund.id} orderNo={orderNo} refund={refund} />
      ))}
      {(can.review || can.refund) && (
        <div className="order-actions">
          {can.refund && (
            <Link className="text-button" to={`/orderrefund?${query}`}>
              {t(can.returnGoods ? 'refund.ask_refund_or_return' : 'refund.ask_refund')}
            </Link>
          )}
          {can.review && (
            <Link className="button-link is-primary" to={`/orderreview?${query}`}>
              {t('review.write')}
            </Link>
          )}
        </div>
      )}
    </>
  );
}
