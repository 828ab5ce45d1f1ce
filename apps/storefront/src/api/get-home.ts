import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Home's banners and notices; Home shows its own placeholders meanwhile, so no overlay. */
export const homeQuery = () =>
  queryOptions({ queryKey: ['home'], queryFn: () => call(storefrontApi.content.home, undefined, { overlay: false }) });
