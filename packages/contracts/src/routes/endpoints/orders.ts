import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'orders';

/** Goods orders; every call is the signed-in buyer's own. Create and pay take an Idempotency-Key. */
export const orderEndpoints = {
  preview: storefrontEndpoint({ tag, method: 'POST', path: '/order/preview', auth: 'user' }),
  create: storefrontEndpoint({ tag, method: 'POST', path: '/order/create', auth: 'user' }),
  list: storefrontEndpoint({ tag, method: 'GET', path: '/order/order_list', auth: 'user' }),
  /** How many of the caller's orders are to pay, to ship, to receive and to review. */
  counts: storefrontEndpoint({ tag, method: 'GET', path: '/order/counts', auth: 'user' }),
  detail: storefrontEndpoint({ tag, method: 'GET', path: '/goods/order_details', auth: 'user' }),
  cancel: storefrontEndpoint({ tag, method: 'POST', path: '/order/cancel_order', auth: 'user' }),
  pay: storefrontEndpoint({ tag, method: 'POST', path: '/order/pay', auth: 'user' }),
  payStatus: storefrontEndpoint({ tag, method: 'GET', path: '/order/pay_status', auth: 'user' }),
  confirmReceipt: storefrontEndpoint({ tag, method: 'POST', path: '/order/confirm_receipt', auth: 'user' }),
  delete: storefrontEndpoint({ tag, method: 'POST', path: '/order/delete', auth: 'user' }),
  review: storefrontEndpoint({ tag, method: 'POST', path: '/order/review', auth: 'user' }),
  share: storefrontEndpoint({ tag, method: 'POST', path: '/order/share', auth: 'user' }),
  /** A shared order as the link's visitors see it: open to guests. */
  shareDetail: storefrontEndpoint({ tag, method: 'GET', path: '/order/share_detail', auth: 'public' }),
  /** Pays a shared order's sub-orders: from a signed-in visitor's wallet, or by anyone through an online channel. */
  sharePay: storefrontEndpoint({ tag, method: 'POST', path: '/order/share_pay', auth: 'public' }),
  refund: storefrontEndpoint({ tag, method: 'POST', path: '/order/refund', auth: 'user' }),
  /** The buyer's carrier and tracking number for an approved return. */
  refundShip: storefrontEndpoint({ tag, method: 'POST', path: '/order/refund_ship', auth: 'user' }),
  /** A shipped sub-order's parcel with its carrier events. */
  tracking: storefrontEndpoint({ tag, method: 'GET', path: '/order/tracking', auth: 'user' }),
  /** A goods' visible reviews: open to guests. */
  goodsReviews: storefrontEndpoint({ tag, method: 'GET', path: '/goods/reviews', auth: 'public' }),
  /** "You may also like": goods from the same category and goods bought with it; an order's (`order_no`) only for its buyer. */
  goodsRecommend: storefrontEndpoint({ tag, method: 'GET', path: '/goods/recommend', auth: 'public' }),
};

const adminTag = 'admin orders';

export const orderAdminEndpoints = {
  list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/orders', auth: 'orders:list' }),
  export: adminEndpoint({ tag: adminTag, method: 'GET', path: '/orders/export', auth: 'orders:export' }),
  detail: adminEndpoint({ tag: adminTag, method: 'GET', path: '/orders/detail', auth: 'orders:detail' }),
  /** The carriers to ship with: for whoever may ship. */
  logisticsCompanies: adminEndpoint({ tag: adminTag, method: 'GET', path: '/orders/logistics_companies', auth: 'orders:ship' }),
  ship: adminEndpoint({ tag: adminTag, method: 'POST', path: '/orders/ship', auth: 'orders:ship' }),
  /** A carrier event of a shipped sub-order, entered by whoever may ship. */
  shipmentEvent: adminEndpoint({ tag: adminTag, method: 'POST', path: '/orders/shipment_event', auth: 'orders:ship' }),
  returnAddresses: adminEndpoint({ tag: adminTag, method: 'GET', path: '/return_addresses', auth: 'return_addresses:list' }),
  saveReturnAddress: adminEndpoint({ tag: adminTag, method: 'POST', path: '/return_addresses/save', auth: 'return_addresses:save' }),
  cancel: adminEndpoint({ tag: adminTag, method: 'POST', path: '/orders/cancel', auth: 'orders:cancel' }),
  /** An internal note on the order, by whoever may see it; never shown to the customer. */
  addNote: adminEndpoint({ tag: adminTag, method: 'POST', path: '/orders/note', auth: 'orders:detail' }),
  /** The packing slip (lines, quantities, ship-to address) and the invoice, as PDFs in the customer's language and currency. */
  packingSlip: adminEndpoint({ tag: adminTag, method: 'GET', path: '/orders/packing_slip', auth: 'orders:detail', download: true }),
  invoice: adminEndpoint({ tag: adminTag, method: 'GET', path: '/orders/invoice', auth: 'orders:detail', download: true }),
  rebates: adminEndpoint({ tag: adminTag, method: 'GET', path: '/agents/rebates', auth: 'agents:rebates' }),
  refunds: adminEndpoint({ tag: adminTag, method: 'GET', path: '/refunds', auth: 'refunds:list' }),
  reviewRefund: adminEndpoint({ tag: adminTag, method: 'POST', path: '/review/refund', auth: 'refunds:review' }),
  confirmReturn: adminEndpoint({ tag: adminTag, method: 'POST', path: '/refunds/confirm_return', auth: 'refunds:confirm_return' }),
  /** The operator gives money back on a sub-order from its order's page: whoever may approve refunds. */
  createRefund: adminEndpoint({ tag: adminTag, method: 'POST', path: '/refunds/create', auth: 'refunds:review' }),
  reviews: adminEndpoint({ tag: adminTag, method: 'GET', path: '/reviews', auth: 'reviews:list' }),
  /** Hides a goods review or shows it again. */
  reviewStatus: adminEndpoint({ tag: adminTag, method: 'POST', path: '/reviews/status', auth: 'reviews:status' }),
};

/** The carriers the ship form offers, each with its tracking page pattern (the orders module keeps them). */
export const carrierAdminEndpoints = {
  list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/carriers', auth: 'carriers:list' }),
  save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/carriers/save', auth: 'carriers:save' }),
  delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/carriers/delete', auth: 'carriers:delete' }),
};
