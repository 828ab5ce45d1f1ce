/** Where an order's details open. */
export const orderDetailPath = (orderNo: string) => `/orders/detail?order_no=${encodeURIComponent(orderNo)}`;
