import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** The order's share link (the same one each time it is asked). */
export function shareOrder(orderNo: string) {
  return call(storefrontApi.orders.share, { order_no: orderNo });
}

/** Pays the chosen sub-orders of a shared order from the signed-in visitor's wallet. */
export function paySharedFromWallet(token: string, subOrderNos: string[], idempotencyKey: string) {
  return call(storefrontApi.orders.sharePay, { share_token: token, method: 'wallet', sub_order_nos: subOrderNos }, { idempotencyKey });
}

/** Opens an online channel's checkout for the chosen sub-orders of a shared order (signed in or not). */
export function paySharedByChannel(token: string, subOrderNos: string[], channelId: number, idempotencyKey: string) {
  return call(storefrontApi.orders.sharePay, { share_token: token, method: 'channel', channel_id: channelId, sub_order_nos: subOrderNos }, { idempotencyKey });
}
