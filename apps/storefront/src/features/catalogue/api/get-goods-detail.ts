import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { currenciesQuery } from '../../../api/get-currencies.ts';

/** One goods with its specs and SKUs, money in the chosen currency; the screen's skeleton shows while it loads. */
export function getGoodsDetail(id: number) {
  return call(storefrontApi.catalogue.detail, { id: String(id) }, { overlay: false });
}

export const goodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['goods-detail', id],
    queryFn: () => getGoodsDetail(id),
    // Fetched ahead during startup (see app/routes.ts): a refusal then is final, not asked (and told) twice.
    retryOnMount: false,
  });

/**
 * Fetches what the goods' first render reads, before the screen renders: the goods (the entry's
 * early answer, which also had the browser fetch its first picture: see app/first-requests.ts)
 * and the currencies' symbols.
 */
export async function prefetchGoodsDetail(client: QueryClient, id: number): Promise<void> {
  await Promise.all([client.prefetchQuery(goodsDetailQuery(id)), client.prefetchQuery(currenciesQuery())]);
}
