// Addresses that pages of more than one feature link to, so that no page imports another
// feature's folder or the route table (app/pages.tsx declares the paths). A feature's links to its
// own pages stay in its folder.

/** Where an order's details open. */
export const orderDetailPath = (orderNo: string) => `/orders/detail?order_no=${encodeURIComponent(orderNo)}`;

/** Where a customer's page opens. */
export const customerPath = (customer: { id: number; email?: string | null }) => `/users/detail?id=${customer.id}`;
