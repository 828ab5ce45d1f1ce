import { storefrontEndpoint } from '../endpoint.ts';

const tag = 'payments';

/** Payment channels, open to guests: a shared order's visitor chooses one too. */
export const paymentEndpoints = {
  channels: storefrontEndpoint({ tag, method: 'GET', path: '/payment_channel', auth: 'public' }),
};
