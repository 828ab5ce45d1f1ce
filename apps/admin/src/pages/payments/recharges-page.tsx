import { useTranslation } from 'react-i18next';
import { rechargeListQuery, useReviewRecharge } from '../../api/payments.ts';
import { PaymentReviewPage } from './payment-review-page.tsx';

/** Top-ups, online and offline: offline ones wait here for an operator to check the transfer. */
export default function RechargesPage() {
  const { t } = useTranslation();
  return <PaymentReviewPage queue="recharges" title={t('menu.recharges')} listQuery={rechargeListQuery} reviewPermission="recharges:review" useReview={useReviewRecharge} />;
}
