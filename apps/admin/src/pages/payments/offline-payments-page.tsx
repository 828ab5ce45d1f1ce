import { useTranslation } from 'react-i18next';
import { offlinePaymentListQuery, useReviewOfflinePayment } from '../../api/payments.ts';
import { PaymentReviewPage } from './payment-review-page.tsx';

/** Goods, hotel and flight orders paid by bank transfer: each waits here until an operator checks its voucher. */
export default function OfflinePaymentsPage() {
  const { t } = useTranslation();
  return <PaymentReviewPage queue="offline_payments" title={t('menu.offline_payments')} listQuery={offlinePaymentListQuery} reviewPermission="offline_payments:review" useReview={useReviewOfflinePayment} />;
}
