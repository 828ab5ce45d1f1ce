import { idBody } from '../admin/common.ts';
import {
  airlineAdminListQuery,
  airlineAdminRow,
  airlineSaveBody,
  airportAdminListQuery,
  airportAdminRow,
  airportEnableBody,
  airportSaveBody,
  flightAdminListQuery,
  flightAdminRow,
  flightFareBulkBody,
  flightFareSaveBody,
  flightFaresGrid,
  flightFaresQuery,
  flightFaresSaved,
  flightBookingsQuery,
  flightBookingsReport,
  flightSaveBody,
  flightSaved,
  ticketOrderAdminDetail,
  ticketOrderAdminRow,
} from '../flights-admin.ts';
import { ticketIssueBody, ticketingQueue, ticketingQueueQuery } from '../ticket-orders.ts';
import { travelAdminListQuery, travelOrderNoQuery, travelReviewBody } from '../travel.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { flightAdminEndpoints } from './endpoints/flights-admin.ts';

export const flightAdminRoutes = withSchemas(flightAdminEndpoints, {
  airports: { query: airportAdminListQuery, response: pageResultOf(airportAdminRow) },
  airportEnable: { body: airportEnableBody, response: airportAdminRow },
  airportSave: { body: airportSaveBody, response: airportAdminRow },
  airlines: { query: airlineAdminListQuery, response: pageResultOf(airlineAdminRow) },
  airlineSave: { body: airlineSaveBody, response: airlineAdminRow },
  list: { query: flightAdminListQuery, response: pageResultOf(flightAdminRow) },
  save: { body: flightSaveBody, response: flightSaved },
  delete: { body: idBody, response: z.null() },
  fares: { query: flightFaresQuery, response: flightFaresGrid },
  fareSave: { body: flightFareSaveBody, response: flightFaresSaved },
  fareBulk: { body: flightFareBulkBody, response: flightFaresSaved },
  orders: { query: travelAdminListQuery, response: pageResultOf(ticketOrderAdminRow) },
  orderDetail: { query: travelOrderNoQuery, response: ticketOrderAdminDetail },
  ticketing: { query: ticketingQueueQuery, response: ticketingQueue },
  review: { body: travelReviewBody, response: ticketOrderAdminDetail },
  issue: { body: ticketIssueBody, response: ticketOrderAdminDetail },
  report: { query: flightBookingsQuery, response: flightBookingsReport },
});
