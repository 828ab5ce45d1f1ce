import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** Whether the signed-in user keeps this goods among their favourites. */
export function getCollectState(goodsId: number) {
  return call(storefrontApi.goodsEngagement.collectState, { goods_id: String(goodsId) }, { overlay: false });
}

export const collectStateQuery = (goodsId: number) => queryOptions({ queryKey: ['collect-state', goodsId], queryFn: () => getCollectState(goodsId) });
