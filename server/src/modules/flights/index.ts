/** The flights module: what other modules (the flight booking) and the app may use. */
export { flightRoutes, ticketOrderRoutes } from './routes.ts';
export { localFlightProvider, type FareQuote, type FlightProvider } from './provider.ts';
export { FLIGHT_ANSWERS, refreshLowFares } from './low-fares.ts';
export { extendFlightSchedules, openFlightDays } from './schedule.ts';
export { countryCodeOf } from './countries.ts';
export { withCldrCity } from './city-names.ts';
/** Ticket orders: the storefront's booking, and what the back office builds its routes and pages on. */
export { ticketOrderPayable } from './booking.ts';
export { ticketFeedLines, TICKETING_HOURS } from './travel-provider.ts';
export { issueTickets, lateTicketOrders, reviewTicketOrder, ticketingQueue } from './ticket-orders.ts';
export { mailTicketsIssuedOnPayment } from './e-ticket.ts';
export { extendFlightSchedulesJob, flagLateTicketing, flagLateTicketingJob, followFlightsJob, releaseExpiredTicketHoldsJob } from './jobs.ts';
export { flightAdminRoutes } from './admin-routes.ts';
export { ticketsToIssue } from './admin-ticket-orders.ts';
