import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** One goods with its specs and SKUs, money in the chosen currency; the screen's skeleton shows while it loads. */
export function getGoodsDetail(id: number) {
  return call(storefrontApi.catalogue.detail, { id: String(id) }, { overlay: false });
}

export const goodsDetailQuery = (id: number) => queryOptions({ queryKey: ['goods-detail', id], queryFn: () => getGoodsDetail(id) });
