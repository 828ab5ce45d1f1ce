import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { categoriesQuery } from './get-categories.ts';
import { currenciesQuery } from '../../../api/get-currencies.ts';

/** Home's banners, notices and first new arrivals; Home shows its own placeholders meanwhile, so no overlay. */
export const homeQuery = () =>
  queryOptions({ queryKey: ['home'], queryFn: () => call(storefrontApi.content.home, undefined, { overlay: false }) });

/**
 * Fetches what Home's first render reads, before the screen renders: its banners (the entry's
 * early answer, which also had the browser fetch the first banner: see app/first-requests.ts),
 * the categories and the currencies' symbols.
 */
export async function prefetchHome(client: QueryClient): Promise<void> {
  await Promise.all([client.prefetchQuery(homeQuery()), client.prefetchQuery(categoriesQuery()), client.prefetchQuery(currenciesQuery())]);
}
