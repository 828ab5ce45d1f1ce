import { adminRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import {
  calendarForAdmin,
  deleteHotel,
  deleteRatePlan,
  deleteRoomType,
  hotelForAdmin,
  listHotelCities,
  listHotelsForAdmin,
  listRoomTypes,
  saveCalendar,
  saveHotel,
  saveHotelCity,
  saveRatePlan,
  saveRoomType,
} from './admin-service.ts';
import { hotelBookingsReport, hotelOrderDetailForAdmin, listHotelOrdersForAdmin, reviewHotelOrderForAdmin, verifyHotelOrderForAdmin } from './admin-orders.ts';

const routes = adminRoutes.hotels;

/** The hotel back office; amounts in the base currency, names as language maps. */
export async function hotelAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.cities, async () => listHotelCities(deps.db));
  registerRoute(app, routes.citySave, async (request) => saveHotelCity(deps, request.body));
  registerRoute(app, routes.list, async (request) => listHotelsForAdmin(deps.db, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.detail, async (request) => hotelForAdmin(deps.db, request.query.id));
  registerRoute(app, routes.save, async (request) => saveHotel(deps, request.body));
  registerRoute(app, routes.delete, async (request) => {
    await deleteHotel(deps, request.body.id);
    return null;
  });
  registerRoute(app, routes.roomTypes, async (request) => listRoomTypes(deps.db, request.query.hotel_id, await readerOf(deps, request)));
  registerRoute(app, routes.roomTypeSave, async (request) => saveRoomType(deps, request.body));
  registerRoute(app, routes.roomTypeDelete, async (request) => {
    await deleteRoomType(deps, request.body.id);
    return null;
  });
  registerRoute(app, routes.ratePlanSave, async (request) => saveRatePlan(deps, request.body));
  registerRoute(app, routes.ratePlanDelete, async (request) => {
    await deleteRatePlan(deps, request.body.id);
    return null;
  });
  registerRoute(app, routes.calendar, async (request) => calendarForAdmin(deps, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.calendarSave, async (request) => saveCalendar(deps, request.body));
  registerRoute(app, routes.orders, async (request) => listHotelOrdersForAdmin(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.orderDetail, async (request) => hotelOrderDetailForAdmin(deps, request.admin, request.query.order_no, await readerOf(deps, request)));
  registerRoute(app, routes.review, async (request) => reviewHotelOrderForAdmin(deps, request.admin, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.verify, async (request) => verifyHotelOrderForAdmin(deps, request.admin, request.body, await readerOf(deps, request), request.log));
  registerRoute(app, routes.report, async (request) => hotelBookingsReport(deps, request.admin, request.query, await readerOf(deps, request)));
}
