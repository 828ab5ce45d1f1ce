import type { OfflinePaymentBody } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call, upload } from '../../../api/client.ts';

/** Stores a payment voucher (signed in or not) and answers its URL. */
export function uploadVoucher(file: Blob) {
  return upload(storefrontApi.payments.voucher, file);
}

export function payOffline(body: OfflinePaymentBody, idempotencyKey: string) {
  return call(storefrontApi.payments.offline, body, { idempotencyKey });
}
