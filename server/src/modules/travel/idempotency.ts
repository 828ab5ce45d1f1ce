import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';
import { idempotencyOf } from '../../platform/idempotency.ts';

/** Booking takes an Idempotency-Key: a retried booking must not hold rooms or seats twice (4001 without one). */
export function bookingIdempotency(request: FastifyRequest) {
  const claim = idempotencyOf(request);
  if (!claim) throw new AppError(ErrorCode.MissingParameters, { 'Idempotency-Key': 'validation.required' });
  return claim;
}
