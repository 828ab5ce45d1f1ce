import { queryOptions } from '@tanstack/react-query';
import type { LanguageItem } from '@roamcart/contracts';
import { get } from './client.ts';

export function getLanguages(): Promise<LanguageItem[]> {
  return get<LanguageItem[]>('/language', undefined, { overlay: false });
}

export const languagesQuery = () => queryOptions({ queryKey: ['languages'], queryFn: getLanguages, staleTime: 10 * 60_000 });
