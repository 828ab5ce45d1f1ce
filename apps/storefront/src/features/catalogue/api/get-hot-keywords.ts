import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export const hotKeywordsQuery = () =>
  queryOptions({ queryKey: ['goods', 'hot-keywords'], queryFn: () => call(storefrontApi.catalogue.hotKeywords, undefined, { overlay: false }) });
