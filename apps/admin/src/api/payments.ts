import { adminApi } from '@roamcart/contracts/api';
import { call, upload } from './client.ts';
import { createResource, pagedListQuery, useRefreshingMutation } from './resource.ts';

export const paymentChannelsResource = createResource('payment-channels', adminApi.paymentChannels);

/** A channel's logo or an offline channel's QR code. */
export function uploadChannelImage(file: File) {
  return upload(adminApi.upload.channelImage, file);
}

const REVIEWS = 'payment-reviews';
const routes = adminApi.paymentReviews;

export const rechargeListQuery = pagedListQuery(REVIEWS, routes.recharges);
export const offlinePaymentListQuery = pagedListQuery(REVIEWS, routes.offlinePayments);

type Decision = { id: number; approve: boolean; remark: string };
export const useReviewRecharge = () => useRefreshingMutation(REVIEWS, (body: Decision) => call(routes.reviewRecharge, body));
export const useReviewOfflinePayment = () => useRefreshingMutation(REVIEWS, (body: Decision) => call(routes.reviewOfflinePayment, body));
