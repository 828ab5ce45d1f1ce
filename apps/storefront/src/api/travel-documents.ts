import { storefrontApi } from '@roamcart/contracts/api';
import { download } from './client.ts';

/* A confirmed travel order's documents, saved by the browser: the PDF voucher or e-ticket and the .ics of the stay or flights. */

export const downloadHotelVoucher = (orderNo: string) => download(storefrontApi.hotels.orderVoucher, { order_no: orderNo });
export const downloadHotelCalendar = (orderNo: string) => download(storefrontApi.hotels.orderCalendar, { order_no: orderNo });
export const downloadETicket = (orderNo: string) => download(storefrontApi.ticketOrders.orderTicket, { order_no: orderNo });
export const downloadTicketCalendar = (orderNo: string) => download(storefrontApi.ticketOrders.orderCalendar, { order_no: orderNo });
