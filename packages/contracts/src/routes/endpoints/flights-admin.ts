import { adminEndpoint } from '../endpoint.ts';

const tag = 'admin flights';

/** The flight back office: airports and airlines (reference data), flights with their schedules, their fares per day, the ticket order desk and the flight bookings report. */
export const flightAdminEndpoints = {
  airports: adminEndpoint({ tag, method: 'GET', path: '/airports', auth: 'airports:list' }),
  /** Airports come from the package data: enabled or disabled here, and translated. */
  airportEnable: adminEndpoint({ tag, method: 'POST', path: '/airports/enable', auth: 'airports:save' }),
  /** An airport's name and city per language (the packages give them in English). */
  airportSave: adminEndpoint({ tag, method: 'POST', path: '/airports/save', auth: 'airports:save' }),
  airlines: adminEndpoint({ tag, method: 'GET', path: '/airlines', auth: 'airlines:list' }),
  /** Enable, disable or rename an airline per language. */
  airlineSave: adminEndpoint({ tag, method: 'POST', path: '/airlines/save', auth: 'airlines:save' }),
  list: adminEndpoint({ tag, method: 'GET', path: '/flights', auth: 'flights:list' }),
  /** A flight and its schedule; opens its days in the sales window and cancels those it no longer has. */
  save: adminEndpoint({ tag, method: 'POST', path: '/flights/save', auth: 'flights:save' }),
  /** Refused (4403) once a day of the flight has seats held or sold: deactivate it instead. */
  delete: adminEndpoint({ tag, method: 'POST', path: '/flights/delete', auth: 'flights:delete' }),
  /** A flight's fares per day: seats, held, sold and prices. */
  fares: adminEndpoint({ tag, method: 'GET', path: '/flight_fares', auth: 'flight_fares:list' }),
  /** A fare of the flight's table (cabin, brand, bags, rules, seats, prices) over a date range's weekdays. */
  fareSave: adminEndpoint({ tag, method: 'POST', path: '/flight_fares/save', auth: 'flight_fares:save' }),
  /** Bulk edit of prices and seats over a date range's weekdays, in one transaction. */
  fareBulk: adminEndpoint({ tag, method: 'POST', path: '/flight_fares/bulk', auth: 'flight_fares:save' }),
  orders: adminEndpoint({ tag, method: 'GET', path: '/ticket_orders', auth: 'ticket_orders:list' }),
  orderDetail: adminEndpoint({ tag, method: 'GET', path: '/ticket_orders/detail', auth: 'ticket_orders:list' }),
  /** Paid orders waiting for their tickets, the nearest deadline first, with the minutes left. */
  ticketing: adminEndpoint({ tag, method: 'GET', path: '/ticket_orders/ticketing', auth: 'ticket_orders:list' }),
  /** Approve (the traveller may pay) or reject with a remark (the seats are released). */
  review: adminEndpoint({ tag, method: 'POST', path: '/review/ticket_order', auth: 'ticket_orders:review' }),
  /** A ticket number per passenger: the paid order is verified and its held seats sold. */
  issue: adminEndpoint({ tag, method: 'POST', path: '/ticket_orders/issue', auth: 'ticket_orders:issue' }),
  report: adminEndpoint({ tag: 'admin reports', method: 'GET', path: '/reports/flight_bookings', auth: 'reports:flight_bookings' }),
};
