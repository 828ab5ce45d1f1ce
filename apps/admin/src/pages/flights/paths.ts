/** The fare grid, opened on a flight. */
export const faresPath = (flightId: number) => `/flights/fares?flight_id=${flightId}`;
