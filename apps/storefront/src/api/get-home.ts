import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Home's banners, notices and first new arrivals; Home shows its own placeholders meanwhile, so no overlay. */
export const homeQuery = () =>
  queryOptions({ queryKey: ['home'], queryFn: () => call(storefrontApi.content.home, undefined, { overlay: false }) });

/**
 * Fetches Home's banners before the screen renders (taking over the entry's early request, whose
 * answer also had the browser fetch the first banner: see app/first-requests.ts).
 */
export function prefetchHome(client: QueryClient): Promise<void> {
  return client.prefetchQuery(homeQuery());
}
