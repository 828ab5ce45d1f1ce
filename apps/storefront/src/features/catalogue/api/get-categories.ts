import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** The category tree in the interface language (refetched when it changes, see app/app.tsx). */
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['goods', 'categories'], queryFn: () => call(storefrontApi.catalogue.categories, undefined, { overlay: false }) });
