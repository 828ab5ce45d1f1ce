import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ChannelPaymentStatus, ChannelUse, OfflinePaymentBody, RechargeBody } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call, upload } from './client.ts';

/** How often a screen waiting for a gateway's answer asks again. */
const WAIT_POLL_MS = 2000;
const waiting = (status: ChannelPaymentStatus | undefined) => (status === 'pending_payment' ? WAIT_POLL_MS : false);

/** Every payment query starts with this key. */
export const paymentsKey = ['payments'] as const;

/** The enabled channels for a use, in the caller's language and currency. */
export const channelsQuery = (use: ChannelUse) =>
  queryOptions({
    queryKey: [...paymentsKey, 'channels', use],
    queryFn: () => call(storefrontApi.payments.channels, { type: use }, { overlay: false }),
  });

/** What a top-up costs and brings; a refusal (amount, limits) is the form's to show. */
export const rechargeQuoteQuery = (body: RechargeBody | null) =>
  queryOptions({
    queryKey: [...paymentsKey, 'recharge-quote', body],
    queryFn: () => call(storefrontApi.payments.rechargeQuote, body!, { overlay: false }),
    enabled: body !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function startRecharge(body: RechargeBody, idempotencyKey: string) {
  return call(storefrontApi.payments.recharge, body, { idempotencyKey });
}

/** A top-up as its owner sees it; asked again every two seconds while it waits for the gateway. */
export const rechargeDetailQuery = (payNo: string) =>
  queryOptions({
    queryKey: [...paymentsKey, 'recharge', payNo],
    queryFn: () => call(storefrontApi.payments.rechargeDetail, { pay_no: payNo }, { overlay: false }),
    retry: false,
    // An offline top-up waits for its voucher, not for a gateway: nothing to ask again for.
    refetchInterval: (query) => (query.state.data?.kind === 'online' ? waiting(query.state.data.status) : false),
  });

export const rechargeListQuery = (page: number) =>
  queryOptions({
    queryKey: [...paymentsKey, 'recharges', page],
    queryFn: () => call(storefrontApi.payments.rechargeList, { page, limit: 20 }, { overlay: false }),
    placeholderData: keepPreviousData,
  });

export function cancelRecharge(payNo: string) {
  return call(storefrontApi.payments.rechargeCancel, { pay_no: payNo });
}

/** A payment's state (open to guests); asked again every two seconds while it waits for the gateway. */
export const paymentStatusQuery = (payNo: string) =>
  queryOptions({
    queryKey: [...paymentsKey, 'status', payNo],
    queryFn: () => call(storefrontApi.payments.status, { pay_no: payNo }, { overlay: false }),
    retry: false,
    refetchInterval: (query) => waiting(query.state.data?.status),
  });

/** Stores a payment voucher (signed in or not) and answers its URL. */
export function uploadVoucher(file: Blob) {
  return upload(storefrontApi.payments.voucher, file);
}

export function payOffline(body: OfflinePaymentBody, idempotencyKey: string) {
  return call(storefrontApi.payments.offline, body, { idempotencyKey });
}
