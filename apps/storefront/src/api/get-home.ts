import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Home's banners, notices and first new arrivals; Home shows its own placeholders meanwhile, so no overlay. */
export const homeQuery = () =>
  queryOptions({ queryKey: ['home'], queryFn: () => call(storefrontApi.content.home, undefined, { overlay: false }) });

/**
 * Fetches Home's banners before the screen renders, and has the browser fetch the first one
 * (Home's largest paint) as soon as the answer names it rather than when Home draws it.
 */
export async function prefetchHome(client: QueryClient): Promise<void> {
  await client.prefetchQuery(homeQuery());
  const banner = client.getQueryData(homeQuery().queryKey)?.banners[0]?.image_url;
  if (!banner) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: banner, fetchPriority: 'high' });
  document.head.append(link);
}
