import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** Every query about back-in-stock alerts starts with this key, so asking or cancelling refreshes them all. */
export const stockAlertsKey = ['stock-alerts'] as const;
/** Me's list of every alert (see get-waiting-stock-alerts.ts). */
export const waitingStockAlertsKey = [...stockAlertsKey, 'list'] as const;

/** The SKUs of a goods the signed-in customer waits for, to be told in their inbox when back in stock. */
export const stockAlertsQuery = (goodsId: number) =>
  queryOptions({
    queryKey: [...stockAlertsKey, goodsId],
    queryFn: () => call(storefrontApi.goodsEngagement.stockAlerts, { goods_id: goodsId }, { overlay: false }),
  });

/** Asks to be told once when a sold-out SKU is back; answers the goods' alerts. */
export function subscribeStockAlert(skuId: number) {
  return call(storefrontApi.goodsEngagement.stockAlert, { sku_id: skuId });
}

/** Stops waiting for a SKU; answers the goods' alerts left. */
export function cancelStockAlert(skuId: number) {
  return call(storefrontApi.goodsEngagement.stockAlertCancel, { sku_id: skuId });
}
