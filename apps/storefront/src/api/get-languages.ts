import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

export function getLanguages() {
  return call(storefrontApi.i18n.languages, undefined, { overlay: false });
}

export const languagesQuery = () => queryOptions({ queryKey: ['languages'], queryFn: getLanguages, staleTime: 10 * 60_000 });
