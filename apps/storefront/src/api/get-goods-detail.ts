import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** One goods with its specs and SKUs, money in the chosen currency; the screen's skeleton shows while it loads. */
export function getGoodsDetail(id: number) {
  return call(storefrontApi.catalogue.detail, { id: String(id) }, { overlay: false });
}

export const goodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['goods-detail', id],
    queryFn: () => getGoodsDetail(id),
    // Fetched ahead during startup (see routes.ts): a refusal then is final, not asked (and told) twice.
    retryOnMount: false,
  });

/**
 * Fetches the goods before its screen renders (taking over the entry's early request, whose
 * answer also had the browser fetch the first picture: see app/first-requests.ts).
 */
export function prefetchGoodsDetail(client: QueryClient, id: number): Promise<void> {
  return client.prefetchQuery(goodsDetailQuery(id));
}
