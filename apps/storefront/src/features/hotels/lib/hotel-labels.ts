import type { HotelBoard, HotelRoomOffer } from '@roamcart/contracts';
import { t } from '../../../lib/i18n.ts';

/** An amenity's name; a code the dictionary does not know yet is shown as it is rather than as a key. */
export function amenityLabel(code: string): string {
  return t(`hotel.amenity.${code}`, { defaultValue: code.replace(/_/g, ' ') });
}

export function boardLabel(board: HotelBoard): string {
  return t(`hotel.board.${board}`);
}

/** Why a room cannot be booked for the stay, in words. */
export function unavailableLabel(offer: HotelRoomOffer): string {
  if (offer.unavailable === 'min_stay') return t('hotel.unavailable.min_stay', { count: offer.min_stay });
  return t(`hotel.unavailable.${offer.unavailable ?? 'sold_out'}`);
}
