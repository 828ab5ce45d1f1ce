import type { TravelOrderStatus } from '@roamcart/contracts';
import { t } from './i18n.ts';

/** A travel order status's name (hotel bookings and flight tickets share them). */
export function travelStatusLabel(status: TravelOrderStatus | string): string {
  return t(`travel.status.${status}`);
}
