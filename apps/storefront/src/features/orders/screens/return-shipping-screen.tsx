import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { refundShipBody, type RefundView } from '@roamcart/contracts';
import { shipReturn } from '../api/after-sale.ts';
import { orderDetailQuery } from '../../../api/order-details.ts';
import { refreshOrders } from '../api/orders.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { useGoBack } from '../../../components/use-go-back.ts';
import { useMoney } from '../../../components/use-money.ts';
import { showToast } from '../../../lib/notify.ts';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { refundStateLabel } from '../lib/after-sale-rules.ts';
import { ReturnDestination } from '../components/sub-order-after-sale.tsx';
import { OrderUnavailable } from '../../../components/orders/order-parts.tsx';
import '../order.css';

const TEXT_MAX = 100;

function ReturnShippingForm({ orderNo, refund }: { orderNo: string; refund: RefundView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const goBack = useGoBack(orderDetailsPath('goods', orderNo));
  const form = useForm({ logistics_company: '', tracking_no: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(refundShipBody, { refund_id: refund.id, ...values }, async (body) => {
      await shipReturn(body);
      await refreshOrders(queryClient);
      showToast(t('refund.sent_back'));
      goBack();
    });
  };

  if (refund.status !== 'approved')
    return (
      <div className="empty-note" role="status">
        <p>{refundStateLabel(refund)}</p>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate>
      <section className="card">
        <p className="order-refund-head">
          <span className="order-status">{refundStateLabel(refund)}</span>
          <bdi>{money.format(refund.amount)}</bdi>
        </p>
        <p>{t('refund.send_back_explain')}</p>
        <ReturnDestination refund={refund} />
      </section>
      <div className="card">
        <TextField
          id="return-carrier"
          label={t('order.logistics_company')}
          value={values.logistics_company}
          maxLength={TEXT_MAX}
          error={errors.logistics_company}
          onChange={(value) => form.set('logistics_company', value)}
        />
        <TextField
          id="return-tracking"
          label={t('order.tracking_no')}
          value={values.tracking_no}
          maxLength={TEXT_MAX}
          error={errors.tracking_no}
          onChange={(value) => form.set('tracking_no', value)}
        />
      </div>
      <div className="sticky-footer">
        <SubmitButton loading={form.submitting}>{t('refund.send_back')}</SubmitButton>
      </div>
    </form>
  );
}

/** Return shipping (`?order_no=&refund_id=`): the carrier and tracking number of goods sent back after an approved return. */
export function ReturnShippingScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const refundId = Number(params.get('refund_id'));
  const { data: order, error } = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });
  const refund = order?.refunds.find((candidate) => candidate.id === refundId);
  let body;
  if (error || orderNo === '' || (order && !refund)) body = <OrderUnavailable error={error} />;
  else if (!refund) body = <LoadingBlock />;
  else body = <ReturnShippingForm orderNo={orderNo} refund={refund} />;
  return (
    <Page title={t('refund.send_back')} backTo={orderDetailsPath('goods', orderNo)}>
      {body}
    </Page>
  );
}
