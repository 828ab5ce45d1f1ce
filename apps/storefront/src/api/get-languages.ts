import { queryOptions } from '@tanstack/react-query';
import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function getLanguages() {
  return call(storefrontRoutes.i18n.languages, undefined, { overlay: false });
}

export const languagesQuery = () => queryOptions({ queryKey: ['languages'], queryFn: getLanguages, staleTime: 10 * 60_000 });
