import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RechargeBody } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { paymentsKey } from '../../../api/query-keys.ts';

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

export const rechargeListQuery = (page: number) =>
  queryOptions({
    queryKey: [...paymentsKey, 'recharges', page],
    queryFn: () => call(storefrontApi.payments.rechargeList, { page, limit: 20 }, { overlay: false }),
    placeholderData: keepPreviousData,
  });

export function cancelRecharge(payNo: string) {
  return call(storefrontApi.payments.rechargeCancel, { pay_no: payNo });
}
