import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** One goods with its specs and SKUs, money in the chosen currency; the screen's skeleton shows while it loads. */
export function getGoodsDetail(id: number) {
  return call(storefrontApi.catalogue.detail, { id: String(id) }, { overlay: false });
}

/** The goods id of a `?id=` query value, or null for anything that cannot be one. */
export function goodsIdFrom(text: string | null): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

export const goodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['goods-detail', id],
    queryFn: () => getGoodsDetail(id),
    // Fetched ahead during startup (see routes.ts): a refusal then is final, not asked (and told) twice.
    retryOnMount: false,
  });

/**
 * Fetches the goods before its screen renders, and has the browser fetch its first picture (the
 * screen's largest paint) as soon as the answer names it rather than when the screen draws it.
 */
export async function prefetchGoodsDetail(client: QueryClient, id: number): Promise<void> {
  await client.prefetchQuery(goodsDetailQuery(id));
  const picture = client.getQueryData(goodsDetailQuery(id).queryKey)?.images[0];
  if (!picture) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: picture, fetchPriority: 'high' });
  document.head.append(link);
}
