import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** Adds the goods to the user's favourites (`collect`), or takes it off; answers the state now kept. */
export function collectGoods(goodsId: number, collect: boolean) {
  return call(storefrontApi.goodsEngagement.collect, { goods_id: goodsId, collect }, { overlay: false });
}
