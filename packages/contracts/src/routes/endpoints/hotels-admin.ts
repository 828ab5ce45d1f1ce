import { adminEndpoint } from '../endpoint.ts';

const tag = 'admin hotels';

/** The hotel back office: inventory (hotels, room types, rate plans, the calendar), the booking queue and the bookings report. */
export const hotelAdminEndpoints = {
  cities: adminEndpoint({ tag, method: 'GET', path: '/hotel_cities', auth: 'hotels:list' }),
  /** Adds a city by its code, or renames one. */
  citySave: adminEndpoint({ tag, method: 'POST', path: '/hotel_cities/save', auth: 'hotels:save' }),
  list: adminEndpoint({ tag, method: 'GET', path: '/hotels', auth: 'hotels:list' }),
  detail: adminEndpoint({ tag, method: 'GET', path: '/hotels/detail', auth: 'hotels:list' }),
  save: adminEndpoint({ tag, method: 'POST', path: '/hotels/save', auth: 'hotels:save' }),
  /** Refused (4403) once the hotel has bookings: deactivate it instead. */
  delete: adminEndpoint({ tag, method: 'POST', path: '/hotels/delete', auth: 'hotels:delete' }),
  /** A hotel's room types, each with its rate plans. */
  roomTypes: adminEndpoint({ tag, method: 'GET', path: '/room_types', auth: 'hotels:list' }),
  roomTypeSave: adminEndpoint({ tag, method: 'POST', path: '/room_types/save', auth: 'hotels:save' }),
  roomTypeDelete: adminEndpoint({ tag, method: 'POST', path: '/room_types/delete', auth: 'hotels:delete' }),
  ratePlanSave: adminEndpoint({ tag, method: 'POST', path: '/rates/save', auth: 'hotels:save' }),
  ratePlanDelete: adminEndpoint({ tag, method: 'POST', path: '/rates/delete', auth: 'hotels:delete' }),
  /** A room type's nights: rooms to sell, held, sold, closed, minimum stay and each rate plan's price. */
  calendar: adminEndpoint({ tag, method: 'GET', path: '/rates/calendar', auth: 'hotel_rates:list' }),
  /** Bulk edit of a date range's chosen weekdays, in one transaction. */
  calendarSave: adminEndpoint({ tag, method: 'POST', path: '/rates/calendar/save', auth: 'hotel_rates:save' }),
  orders: adminEndpoint({ tag, method: 'GET', path: '/hotel_orders', auth: 'hotel_orders:list' }),
  orderDetail: adminEndpoint({ tag, method: 'GET', path: '/hotel_orders/detail', auth: 'hotel_orders:list' }),
  /** Approve (the traveller may pay) or reject with a remark (the rooms are released). */
  review: adminEndpoint({ tag, method: 'POST', path: '/review/hotel_order', auth: 'hotel_orders:review' }),
  /** The hotel's confirmation number: the paid booking is confirmed and its held rooms sold. */
  verify: adminEndpoint({ tag, method: 'POST', path: '/hotel_orders/verify', auth: 'hotel_orders:verify' }),
  report: adminEndpoint({ tag: 'admin reports', method: 'GET', path: '/reports/bookings', auth: 'reports:bookings' }),
};
