import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** The SKUs of a goods the signed-in customer waits for, to be told in their inbox when back in stock. */
export const stockAlertsQuery = (goodsId: number) =>
  queryOptions({
    queryKey: ['stock-alerts', goodsId],
    queryFn: () => call(storefrontApi.goodsEngagement.stockAlerts, { goods_id: goodsId }, { overlay: false }),
  });

/** Asks to be told once when a sold-out SKU is back; answers the goods' alerts. */
export function subscribeStockAlert(skuId: number) {
  return call(storefrontApi.goodsEngagement.stockAlert, { sku_id: skuId });
}
