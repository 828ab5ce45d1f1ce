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
  return keepAddressCurrency(`${ORDER_SCREENS[kind].details}order_no=${orderNo}`);
}

/** The screen that pays an order. */
export function orderPaymentPath(kind: OrderKind, orderNo: string): string {
  return keepAddressCurrency(`${ORDER_SCREENS[kind].payment}order_no=${orderNo}`);
}

/** The currency a screen's query names (`currency=JPY`), for the links the screen builds from its query. */
export function currencyParam(params: URLSearchParams): { currency?: string } {
  const currency = params.get('currency');
  return currency ? { currency } : {};
}

/**
 * `path` with the currency the address names kept on it (`address` is the location's hash, whose
 * query the router replaces on every move). A traveller who came with `?currency=JPY` keeps
 * seeing yen from the search to the payment: the app reads the address's currency when it starts,
 * and the account's own currency does not replace it while the address names it (session.ts).
 */
export function keepAddressCurrency(path: string, address = window.location.hash): string {
  const { currency } = currencyParam(new URLSearchParams(address.split('?')[1] ?? ''));
  const [route = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  if (!currency || params.has('currency')) return path;
  params.set('currency', currency);
  return `${route}?${params.toString()}`;
}
