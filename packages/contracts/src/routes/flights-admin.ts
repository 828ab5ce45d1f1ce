import { idBody } from '../admin/common.ts';
import {
  airlineAdminListQuery,
  airlineAdminRow,
  airlineSaveBody,
  airportAdminListQuery,
  airportAdminRow,
  airportEnableBody,
  flightAdminListQuery,
  flightAdminRow,
  flightFareBulkBody,
  flightFareSaveBody,
  flightFaresGrid,
  flightFaresQuery,
  flightFaresSaved,
  flightSaveBody,
  flightSaved,
} from '../flights-admin.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { flightAdminEndpoints } from './endpoints/flights-admin.ts';

export const flightAdminRoutes = withSchemas(flightAdminEndpoints, {
  airports: { query: airportAdminListQuery, response: pageResultOf(airportAdminRow) },
  airportEnable: { body: airportEnableBody, response: airportAdminRow },
  airlines: { query: airlineAdminListQuery, response: pageResultOf(airlineAdminRow) },
  airlineSave: { body: airlineSaveBody, response: airlineAdminRow },
  list: { query: flightAdminListQuery, response: pageResultOf(flightAdminRow) },
  save: { body: flightSaveBody, response: flightSaved },
  delete: { body: idBody, response: z.null() },
  fares: { query: flightFaresQuery, response: flightFaresGrid },
  fareSave: { body: flightFareSaveBody, response: flightFaresSaved },
  fareBulk: { body: flightFareBulkBody, response: flightFaresSaved },
});
