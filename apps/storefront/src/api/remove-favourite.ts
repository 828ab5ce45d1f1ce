import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Takes a goods out of the favourites through the collect toggle. */
export function removeFavourite(goodsId: number) {
  return call(storefrontApi.goodsEngagement.collect, { goods_id: goodsId, collect: false });
}
