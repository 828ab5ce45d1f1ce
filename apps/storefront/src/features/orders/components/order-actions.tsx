import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Dialog from 'antd-mobile/es/components/dialog';
import { CANCEL_REASONS, type GoodsOrderStatus } from '@roamcart/contracts';
import { refreshCoupons } from '../../../api/query-keys.ts';
import { cancelOrder, confirmReceipt, deleteOrder, refreshOrders } from '../api/orders.ts';
import { showToast } from '../../../lib/notify.ts';
import { orderPaymentPath } from '../../../lib/paths.ts';
import { orderActions } from '../lib/order-labels.ts';

/**
 * Pay, cancel (with a reason), confirm receipt and delete, as far as the order's status allows.
 * `onDeleted` says where to go once the order is gone (a details screen leaves it).
 */
export function OrderActionButtons({ orderNo, status, onDeleted }: { orderNo: string; status: GoodsOrderStatus; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = orderActions(status);
  const done = async (message: string) => {
    // A cancel gives the coupon and points back; receipt can complete the order, which earns points.
    await Promise.all([refreshOrders(queryClient), refreshCoupons(queryClient)]);
    showToast(message);
  };

  const cancel = () => {
    const sheet = ActionSheet.show({
      extra: t('order.cancel_why'),
      cancelText: t('common.cancel'),
      // Why a buyer cancels: the chosen reason's code goes into the order's history, read in each reader's language.
      actions: CANCEL_REASONS.map((code) => ({
        key: code,
        text: t(`order.cancel_reason.${code}`),
        onClick: () => {
          sheet.close();
          void cancelOrder(orderNo, code)
            .then(() => done(t('order.cancelled')))
            .catch(() => undefined);
        },
      })),
    });
  };
  const receive = async () => {
    if (!(await Dialog.confirm({ content: t('order.receipt_confirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return;
    await confirmReceipt(orderNo);
    await done(t('order.received'));
  };
  const remove = async () => {
    if (!(await Dialog.confirm({ content: t('order.delete_confirm'), confirmText: t('common.delete'), cancelText: t('common.cancel') }))) return;
    await deleteOrder(orderNo);
    onDeleted?.();
    await done(t('order.deleted'));
  };

  if (!can.pay && !can.cancel && !can.confirmReceipt && !can.remove) return null;
  return (
    <div className="order-actions">
      {can.cancel && (
        <button type="button" className="text-button" onClick={cancel}>
          {t('order.cancel')}
        </button>
      )}
      {can.remove && (
        <button type="button" className="text-button is-danger" onClick={() => void remove().catch(() => undefined)}>
          {t('common.delete')}
        </button>
      )}
      {can.confirmReceipt && (
        <button type="button" className="button-link is-primary" onClick={() => void receive().catch(() => undefined)}>
          {t('order.confirm_receipt')}
        </button>
      )}
      {can.pay && (
        <button type="button" className="button-link is-primary" onClick={() => navigate(orderPaymentPath('goods', orderNo))}>
          {t('order.pay')}
        </button>
      )}
    </div>
  );
}
