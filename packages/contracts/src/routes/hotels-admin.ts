import { idBody } from '../admin/common.ts';
import {
  hotelAdminDetail,
  hotelAdminListQuery,
  hotelAdminRow,
  hotelBookingsQuery,
  hotelBookingsReport,
  hotelCalendar,
  hotelCalendarQuery,
  hotelCalendarSaveBody,
  hotelCalendarSaved,
  hotelCityAdminRow,
  hotelCitySaveBody,
  hotelIdQuery,
  hotelOrderAdminDetail,
  hotelOrderAdminRow,
  ratePlanAdminRow,
  ratePlanSaveBody,
  roomTypeAdminList,
  roomTypeAdminRow,
  roomTypeSaveBody,
  hotelSaveBody,
} from '../hotels-admin.ts';
import { hotelVerifyBody } from '../hotels.ts';
import { travelAdminListQuery, travelOrderNoQuery, travelReviewBody } from '../travel.ts';
import { idParam, pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { hotelAdminEndpoints } from './endpoints/hotels-admin.ts';

export const hotelAdminRoutes = withSchemas(hotelAdminEndpoints, {
  cities: { response: z.array(hotelCityAdminRow) },
  citySave: { body: hotelCitySaveBody, response: hotelCityAdminRow },
  list: { query: hotelAdminListQuery, response: pageResultOf(hotelAdminRow) },
  detail: { query: z.object({ id: idParam }), response: hotelAdminDetail },
  save: { body: hotelSaveBody, response: hotelAdminDetail },
  delete: { body: idBody, response: z.null() },
  roomTypes: { query: hotelIdQuery, response: roomTypeAdminList },
  roomTypeSave: { body: roomTypeSaveBody, response: roomTypeAdminRow },
  roomTypeDelete: { body: idBody, response: z.null() },
  ratePlanSave: { body: ratePlanSaveBody, response: ratePlanAdminRow },
  ratePlanDelete: { body: idBody, response: z.null() },
  calendar: { query: hotelCalendarQuery, response: hotelCalendar },
  calendarSave: { body: hotelCalendarSaveBody, response: hotelCalendarSaved },
  orders: { query: travelAdminListQuery, response: pageResultOf(hotelOrderAdminRow) },
  orderDetail: { query: travelOrderNoQuery, response: hotelOrderAdminDetail },
  review: { body: travelReviewBody, response: hotelOrderAdminDetail },
  verify: { body: hotelVerifyBody, response: hotelOrderAdminDetail },
  report: { query: hotelBookingsQuery, response: hotelBookingsReport },
});
