/** The flights module: what other modules (the flight booking) and the app may use. */
export { flightRoutes } from './routes.ts';
export { localFlightProvider, type FareQuote, type FlightProvider } from './provider.ts';
export { FLIGHT_ANSWERS, refreshLowFares } from './low-fares.ts';
export { openFlightDays } from './schedule.ts';
export { countryCodeOf } from './countries.ts';
export { flightAdminRoutes } from './admin-routes.ts';
