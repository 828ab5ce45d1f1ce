import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_IMAGES_MAX, REFUND_REASONS, refundRequestBody, type OrderDetail, type RefundReason, type RefundView, type SubOrderView } from '@roamcart/contracts';
import { requestRefund } from '../api/after-sale.ts';
import { refreshOrders } from '../api/orders.ts';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { useGoBack } from '../../../components/use-go-back.ts';
import { useMoney } from '../../../components/use-money.ts';
import { showToast } from '../../../lib/notify.ts';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { afterSaleActions, refundableAmount } from '../lib/after-sale-rules.ts';
import { compareTyped, isPositive } from '../../../lib/amounts.ts';
import { OrderLines } from '../components/goods-order-parts.tsx';
import { SubOrderScreen } from '../components/sub-order-screen.tsx';
import '../order.css';

/** What the buyer may type after the chosen reason (refundRequestBody.reason). */
const REASON_MAX = 200;

type Kind = 'refund' | 'return';

function RefundForm({ order, sub, refunds }: { order: OrderDetail; sub: SubOrderView; refunds: RefundView[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const goBack = useGoBack(orderDetailsPath('goods', order.order_no));
  const can = afterSaleActions(sub, refunds);
  const most = refundableAmount(sub, refunds);
  const form = useForm({ kind: (can.returnGoods ? 'return' : 'refund') as Kind, reason: '', details: '', amount: most, images: [] as string[] });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const mine: Record<string, string> = {};
    if (!values.reason) mine.reason = t('refund.choose_reason');
    const vsMost = compareTyped(values.amount, most);
    if (vsMost === null || !isPositive(values.amount.trim())) mine.amount = t('validation.amount');
    else if (vsMost > 0) mine.amount = t('refund.at_most', { amount: money.format(most) });
    if (Object.keys(mine).length > 0) return form.setErrors(mine);
    // The chosen reason goes as its code (every reader sees it in their language); the words typed go as typed.
    const body = { order_no: sub.sub_order_no, kind: values.kind, reason_code: values.reason as RefundReason, reason: values.details.trim(), amount: values.amount.trim(), images: values.images };
    void form.submit(refundRequestBody, body, async (body) => {
      await requestRefund(body);
      await refreshOrders(queryClient);
      showToast(t(body.kind === 'return' ? 'refund.return_requested' : 'refund.refund_requested'));
      goBack();
    });
  };

  if (!can.refund)
    return (
      <div className="empty-note" role="status">
        <p>{t('refund.not_now')}</p>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate>
      <section className="card">
        <OrderLines lines={sub.lines} />
      </section>
      <div className="card">
        {can.returnGoods && (
          <fieldset className="choice-group refund-choices">
            <legend>{t('refund.kind')}</legend>
            {(['return', 'refund'] as const).map((kind) => (
              <label key={kind} className="choice">
                <input type="radio" name="refund-kind" value={kind} checked={values.kind === kind} onChange={() => form.set('kind', kind)} />
                <span>{t(`refund.kind_${kind}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className="choice-group refund-choices" aria-describedby={errors.reason ? 'refund-reason-error' : undefined}>
          <legend>{t('refund.reason_label')}</legend>
          {REFUND_REASONS.map((reason) => (
            <label key={reason} className="choice">
              <input type="radio" name="refund-reason" value={reason} checked={values.reason === reason} onChange={() => form.set('reason', reason)} />
              <span>{t(`refund.reason.${reason}`)}</span>
            </label>
          ))}
          {errors.reason && (
            <p id="refund-reason-error" className="form-field-error" role="alert">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextField
          id="refund-details"
          label={t('refund.details')}
          value={values.details}
          maxLength={REASON_MAX}
          placeholder={t('refund.details_placeholder')}
          onChange={(details) => form.set('details', details)}
        />
        <TextField
          id="refund-amount"
          label={t('refund.amount', { currency: money.code })}
          value={values.amount}
          inputMode="decimal"
          error={errors.amount}
          hint={t('refund.at_most', { amount: money.format(most) })}
          onChange={(amount) => form.set('amount', amount)}
        />
        <ImagePicker label={t('refund.pictures')} images={values.images} max={REFUND_IMAGES_MAX} onChange={(images) => form.set('images', images)} />
      </div>
      <div className="sticky-footer">
        <SubmitButton loading={form.submitting}>{t('refund.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** Refund or return (`?order_no=&sub_order_no=`): what to ask for a sub-order, why, how much (up to what was paid), with pictures. */
export function RefundScreen() {
  const { t } = useTranslation();
  return (
    <SubOrderScreen title={t('refund.title')}>
      {(order, sub) => <RefundForm order={order} sub={sub} refunds={order.refunds.filter((refund) => refund.sub_order_no === sub.sub_order_no)} />}
    </SubOrderScreen>
  );
}
