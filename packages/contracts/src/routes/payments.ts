import { channelListQuery, paymentChannelView } from '../payments.ts';
import { z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { paymentEndpoints } from './endpoints/payments.ts';

export const paymentRoutes = withSchemas(paymentEndpoints, {
  channels: { query: channelListQuery, response: z.array(paymentChannelView) },
});
