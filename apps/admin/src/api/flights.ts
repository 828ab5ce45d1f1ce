import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AirlineSaveBody, AirportEnableBody, AirportSaveBody, FlightFareBulkBody, FlightFareSaveBody, TicketIssueBody, TravelReviewBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const AIRPORTS = 'airports';
const AIRLINES = 'airlines';
const FLIGHTS = 'flights';
const FLIGHT_FARES = 'flight_fares';
const routes = adminApi.flights;

export const airportListQuery = pagedListQuery(AIRPORTS, routes.airports);
export const useEnableAirport = () => useRefreshingMutation(AIRPORTS, (body: AirportEnableBody) => call(routes.airportEnable, body));
export const useSaveAirport = () => useRefreshingMutation(AIRPORTS, (body: AirportSaveBody) => call(routes.airportSave, body));

export const airlineListQuery = pagedListQuery(AIRLINES, routes.airlines);
/** The enabled airlines as picker options (a flight's carrier). */
export const airlineOptionsQuery = queryOptions({ queryKey: [AIRLINES, 'options'], queryFn: () => call(routes.airlines, { page: 1, limit: 100, enabled: true }) });
export const useSaveAirline = () => useRefreshingMutation(AIRLINES, (body: AirlineSaveBody) => call(routes.airlineSave, body));

/** Every flight as picker options (the fare grid's flight choice): the first 100 by carrier and number. */
export const flightOptionsQuery = queryOptions({ queryKey: [FLIGHTS, 'options'], queryFn: () => call(routes.list, { page: 1, limit: 100 }) });

/** A flight's fares on days `start`..`end`; the previous month stays shown while the next loads. */
export const flightFaresQuery = (flightId: number, start: string, end: string) =>
  queryOptions({
    queryKey: [FLIGHT_FARES, flightId, start, end],
    queryFn: () => call(routes.fares, { flight_id: flightId, start, end }),
    placeholderData: keepPreviousData,
  });
export const useSaveFlightFare = () => useRefreshingMutation(FLIGHT_FARES, (body: FlightFareSaveBody) => call(routes.fareSave, body));
export const useBulkEditFlightFares = () => useRefreshingMutation(FLIGHT_FARES, (body: FlightFareBulkBody) => call(routes.fareBulk, body));

const TICKET_ORDERS = 'ticket_orders';
export const ticketOrderListQuery = pagedListQuery(TICKET_ORDERS, routes.orders);
/** Paid orders waiting for their tickets (or only `order_no`), refreshed every minute so the countdowns and flags stay true. */
export const ticketingQueueQuery = (params: { page: number; limit: number; order_no?: string }) =>
  queryOptions({ queryKey: [TICKET_ORDERS, 'ticketing', params], queryFn: () => call(routes.ticketing, params), placeholderData: keepPreviousData, refetchInterval: 60_000 });
export const ticketOrderDetailQuery = (orderNo: string) => queryOptions({ queryKey: [TICKET_ORDERS, 'detail', orderNo], queryFn: () => call(routes.orderDetail, { order_no: orderNo }) });
export const useReviewTicketOrder = () => useRefreshingMutation(TICKET_ORDERS, (body: TravelReviewBody) => call(routes.review, body));
export const useIssueTickets = () => useRefreshingMutation(TICKET_ORDERS, (body: TicketIssueBody) => call(routes.issue, body));

/** Ticket orders paid per day and per route from `start` to `end`, with the ticketing figure. */
export const flightBookingsReportQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: ['reports', 'flight_bookings', start, end],
    queryFn: () => call(routes.report, { start, end }),
    placeholderData: keepPreviousData,
  });
