/*
 * Paths of the screens that several features link to, built in one place; the route table
 * (app/routes.ts) names the screen of each path.
 */

/** The kinds of order a customer has, each followed and paid on screens of its own. */
type OrderKind = 'goods' | 'hotel' | 'ticket';

const ORDER_SCREENS: Record<OrderKind, { details: string; payment: string }> = {
  goods: { details: '/orderdetails?', payment: '/payorder?' },
  hotel: { details: '/hotelorderdetail?', payment: '/hotelpayment?' },
  // A flight order is paid on the goods orders' payment screen.
  ticket: { details: '/ticketorderdetail?', payment: '/payorder?biz=ticket&' },
};

/** The screen that follows an order: its status, what it holds, its history. */
export function orderDetailsPath(kind: OrderKind, orderNo: string): string {
  return `${ORDER_SCREENS[kind].details}order_no=${orderNo}`;
}

/** The screen that pays an order. */
export function orderPaymentPath(kind: OrderKind, orderNo: string): string {
  return `${ORDER_SCREENS[kind].payment}order_no=${orderNo}`;
}
