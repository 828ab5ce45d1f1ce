import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderDetail, SubOrderView } from '@roamcart/contracts';
import { orderDetailQuery } from '../../../api/order-details.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { OrderUnavailable } from '../../../components/orders/order-parts.tsx';

/**
 * A screen about one sub-order of the buyer's order (`?order_no=&sub_order_no=`): the order is
 * loaded, and `children` draws the screen once it is, or why there is nothing to show.
 */
export function SubOrderScreen({ title, children }: { title: string; children: (order: OrderDetail, sub: SubOrderView) => ReactNode }) {
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const subOrderNo = params.get('sub_order_no') ?? '';
  const { data: order, error } = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });
  const sub = order?.sub_orders.find((candidate) => candidate.sub_order_no === subOrderNo);
  let body;
  if (error || orderNo === '' || (order && !sub)) body = <OrderUnavailable error={error} />;
  else if (!order || !sub) body = <LoadingBlock />;
  else body = children(order, sub);
  return (
    <Page title={title} backTo={orderDetailsPath('goods', orderNo)}>
      {body}
    </Page>
  );
}
