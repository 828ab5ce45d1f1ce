import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** Takes a goods off the browsing history. */
export function deleteView(goodsId: number) {
  return call(storefrontApi.goodsEngagement.viewDelete, { goods_id: goodsId });
}
