import { queryOptions } from '@tanstack/react-query';
import type { ChannelPaymentStatus, ChannelUse } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { paymentsKey } from './query-keys.ts';

/** How often a screen waiting for a gateway's answer asks again. */
const WAIT_POLL_MS = 2000;
const waiting = (status: ChannelPaymentStatus | undefined) => (status === 'pending_payment' ? WAIT_POLL_MS : false);

/** The enabled channels for a use, in the caller's language and currency. */
export const channelsQuery = (use: ChannelUse) =>
  queryOptions({
    queryKey: [...paymentsKey, 'channels', use],
    queryFn: () => call(storefrontApi.payments.channels, { type: use }, { overlay: false }),
  });

/** A top-up as its owner sees it; asked again every two seconds while it waits for the gateway. */
export const rechargeDetailQuery = (payNo: string) =>
  queryOptions({
    queryKey: [...paymentsKey, 'recharge', payNo],
    queryFn: () => call(storefrontApi.payments.rechargeDetail, { pay_no: payNo }, { overlay: false }),
    retry: false,
    // An offline top-up waits for its voucher, not for a gateway: nothing to ask again for.
    refetchInterval: (query) => (query.state.data?.kind === 'online' ? waiting(query.state.data.status) : false),
  });

/** A payment's state (open to guests); asked again every two seconds while it waits for the gateway. */
export const paymentStatusQuery = (payNo: string) =>
  queryOptions({
    queryKey: [...paymentsKey, 'status', payNo],
    queryFn: () => call(storefrontApi.payments.status, { pay_no: payNo }, { overlay: false }),
    retry: false,
    refetchInterval: (query) => waiting(query.state.data?.status),
  });
