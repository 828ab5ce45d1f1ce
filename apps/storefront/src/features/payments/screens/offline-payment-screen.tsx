import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OfflinePaymentBody, PaymentChannelView } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { hotelOrderDetailQuery, orderDetailQuery, sharedOrderQuery, ticketOrderDetailQuery } from '../../../api/order-details.ts';
import { channelsQuery, rechargeDetailQuery } from '../../../api/payments.ts';
import { paymentsKey, refreshPaidOrders } from '../../../api/query-keys.ts';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useActionKey } from '../../../components/use-action-key.ts';
import { useMoney } from '../../../components/use-money.ts';
import { sumAmounts } from '../../../lib/amounts.ts';
import { keepAddressCurrency } from '../../../lib/paths.ts';
import { payOffline, uploadVoucher } from '../api/offline-payments.ts';
import '../../../components/payments/payment.css';

/** What the link asks to pay: a top-up waiting for its voucher, (parts of) an order, one's own or shared, a hotel booking or a flight order. */
interface OfflineTarget {
  biz: 'recharge' | 'order' | 'hotel' | 'ticket';
  /** The top-up's pay_no or the order's number. */
  orderNo: string;
  channelId: number;
  shareToken?: string;
  subOrderNos?: string[];
}

function targetOf(params: URLSearchParams): OfflineTarget | null {
  const biz = params.get('biz');
  const channelId = Number(params.get('channel_id'));
  const orderNo = (biz === 'recharge' ? params.get('pay_no') : params.get('order_no')) ?? '';
  if ((biz !== 'recharge' && biz !== 'order' && biz !== 'hotel' && biz !== 'ticket') || !orderNo || !Number.isInteger(channelId) || channelId <= 0) return null;
  const subs = params.get('subs');
  return { biz, orderNo, channelId, shareToken: params.get('token') ?? undefined, subOrderNos: subs ? subs.split(',') : undefined };
}

/** The amount to transfer, as the server will count it: the top-up's amount, what the chosen sub-orders still owe, or what the booking does. */
function useAmountDue(target: OfflineTarget | null): string | null {
  const recharge = useQuery({ ...rechargeDetailQuery(target?.orderNo ?? ''), enabled: target?.biz === 'recharge' });
  const own = useQuery({ ...orderDetailQuery(target?.orderNo ?? ''), enabled: target?.biz === 'order' && !target.shareToken });
  const shared = useQuery({ ...sharedOrderQuery(target?.shareToken ?? ''), enabled: target?.biz === 'order' && Boolean(target.shareToken) });
  const booking = useQuery({ ...hotelOrderDetailQuery(target?.orderNo ?? ''), enabled: target?.biz === 'hotel' });
  const ticket = useQuery({ ...ticketOrderDetailQuery(target?.orderNo ?? ''), enabled: target?.biz === 'ticket' });
  if (!target) return null;
  if (target.biz === 'recharge') return recharge.data?.amount ?? null;
  if (target.biz === 'hotel') return booking.data ? sumAmounts([booking.data.pay_amount], [booking.data.paid_amount]) : null;
  if (target.biz === 'ticket') return ticket.data ? sumAmounts([ticket.data.pay_amount], [ticket.data.paid_amount]) : null;
  const subs = (target.shareToken ? shared.data?.sub_orders : own.data?.sub_orders)?.filter(
    (sub) => sub.status === 'pending_payment' && (!target.subOrderNos || target.subOrderNos.includes(sub.sub_order_no)),
  );
  return subs ? sumAmounts(subs.map((sub) => sub.pay_amount), subs.map((sub) => sub.paid_amount)) : null;
}

/** Where the money goes: the channel's bank, account name and number, and its QR code. */
function AccountDetails({ channel, amount }: { channel: PaymentChannelView; amount: string | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const account = channel.account_info;
  return (
    <section className="card payment-account" aria-labelledby="offline-account">
      <h2 id="offline-account">{t('offline.transfer_to', { channel: channel.title })}</h2>
      {channel.test && (
        <p className="form-hint" data-testid="offline-test-account">
          {t('payment.test_channel')}
        </p>
      )}
      <dl className="payment-figures">
        <dt className="is-total">{t('offline.amount')}</dt>
        <dd className="is-total">
          <bdi data-testid="offline-amount">{amount === null ? '–' : money.format(amount)}</bdi>
        </dd>
        {account?.bank && (
          <>
            <dt>{t('offline.bank')}</dt>
            <dd>{account.bank}</dd>
          </>
        )}
        {account?.account_name && (
          <>
            <dt>{t('offline.account_name')}</dt>
            <dd>{account.account_name}</dd>
          </>
        )}
        {account?.account_number && (
          <>
            <dt>{t('offline.account_number')}</dt>
            <dd>
              <bdi dir="ltr">{account.account_number}</bdi>
            </dd>
          </>
        )}
      </dl>
      {account?.qr_image && <img className="payment-qr" src={account.qr_image} alt={t('offline.qr_alt', { channel: channel.title })} />}
    </section>
  );
}

/**
 * Offline payment (`/offlinepayment?biz=recharge&pay_no=`, `?biz=order&order_no=`, `?biz=hotel&order_no=` or `?biz=ticket&order_no=`, with
 * `channel_id`, and for a shared order `token` and `subs`): the account to transfer to, the
 * amount, and the payment voucher (required) with the bank's transfer number; then it waits for review.
 */
export function OfflinePaymentScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keyFor = useActionKey();
  const target = targetOf(params);
  const { data: channels, isPending } = useQuery(channelsQuery(target?.biz === 'recharge' ? 'recharge' : 'pay'));
  const channel = channels?.find((item) => item.id === target?.channelId && item.kind === 'offline');
  const amount = useAmountDue(target);
  const [vouchers, setVouchers] = useState<string[]>([]);
  const [transferNo, setTransferNo] = useState('');
  const [tried, setTried] = useState(false);

  const body: OfflinePaymentBody | null = target
    ? {
        biz: target.biz,
        order_no: target.orderNo,
        channel_id: target.channelId,
        voucher_url: vouchers[0] ?? '',
        third_party_no: transferNo.trim(),
        ...(target.subOrderNos && { sub_order_nos: target.subOrderNos }),
        ...(target.shareToken && { share_token: target.shareToken }),
      }
    : null;
  const send = useMutation({
    mutationFn: () => payOffline(body!, keyFor(body)),
    onSuccess: async (state) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: paymentsKey }), refreshPaidOrders(queryClient)]);
      navigate(keepAddressCurrency(state.biz === 'recharge' ? `/rechagerpayment?pay_no=${state.pay_no}` : `/payorder?pay_no=${state.pay_no}`), { replace: true });
    },
  });
  const fieldError = (field: string) => (send.error instanceof ApiError ? send.error.fields[field] : undefined);
  const voucherMissing = tried && vouchers.length === 0 ? t('validation.voucher_required') : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (vouchers.length > 0) send.mutate();
  };

  let content;
  if (!target) content = <p className="empty-note">{t('offline.no_payment')}</p>;
  else if (isPending) content = <LoadingBlock />;
  else if (!channel) content = <p className="empty-note">{t('error.4214')}</p>;
  else
    content = (
      <form onSubmit={onSubmit} noValidate>
        <AccountDetails channel={channel} amount={amount} />
        <section className="card">
          <p>{t('offline.steps')}</p>
          <ImagePicker label={t('offline.voucher')} images={vouchers} max={1} onChange={setVouchers} uploadFile={uploadVoucher} />
          {(voucherMissing ?? fieldError('voucher_url')) && (
            <p className="form-field-error" role="alert">
              {voucherMissing ?? fieldError('voucher_url')}
            </p>
          )}
          <TextField id="offline-transfer-no" label={t('offline.transfer_no')} value={transferNo} onChange={setTransferNo} maxLength={100} hint={t('offline.transfer_no_hint')} error={fieldError('third_party_no')} />
        </section>
        <SubmitButton loading={send.isPending}>{t('offline.submit')}</SubmitButton>
      </form>
    );

  return (
    <Page title={t('offline.title')} backTo={target?.biz === 'recharge' ? '/recharge' : target?.biz === 'hotel' || target?.biz === 'ticket' ? '/order' : '/myorders'}>
      {content}
    </Page>
  );
}
