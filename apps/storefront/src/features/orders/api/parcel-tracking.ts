import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { ordersKey } from '../../../api/query-keys.ts';

/** A shipped parcel of the caller's with its carrier events, newest first; asked again with the order's other queries. */
export const parcelTrackingQuery = (subOrderNo: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'tracking', subOrderNo],
    queryFn: () => call(storefrontApi.orders.tracking, { sub_order_no: subOrderNo }, { overlay: false }),
    retry: false,
  });
