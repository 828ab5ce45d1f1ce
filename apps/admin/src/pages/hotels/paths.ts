/** The room types and rate plans of a hotel. */
export const roomTypesPath = (hotelId: number) => `/hotels/rooms?hotel_id=${hotelId}`;
/** The rates calendar, opened on a hotel's room type. */
export const calendarPath = (hotelId: number, roomTypeId?: number) => `/hotels/calendar?hotel_id=${hotelId}${roomTypeId ? `&room_type_id=${roomTypeId}` : ''}`;
