import type { Job } from '../../platform/jobs/runner.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { followServicesJob, releaseExpiredHoldsJob } from '../travel/index.ts';
import { localHotelProvider } from './local-provider.ts';
import { hotelTravelProvider } from './travel-provider.ts';

const localBookings = () => hotelTravelProvider(localHotelProvider);

/** Bookings not reviewed or not paid by their hold deadline are cancelled and their rooms released. */
export const releaseExpiredHotelHoldsJob: Job = releaseExpiredHoldsJob('hotels.release-expired-holds', localBookings);

/** After check-out bookings wait for their rating; after the rating window (travel_rating_days) they are confirmed. */
export const followHotelStaysJob = (ref: ReferenceData): Job => followServicesJob('hotels.follow-stays', ref, localBookings);
