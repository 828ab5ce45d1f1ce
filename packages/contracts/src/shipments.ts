import { CHINA, isAddressCountry } from './address.ts';
import { SHIPPING_SOURCES } from './catalogue.ts';
import { countryPhone, TEL_PATTERN } from './phone.ts';
import { lineText, requiredText, z } from './validation.ts';

/* Parcel tracking: a shipped sub-order's carrier events, newest first. */

/** What a carrier says happened to a parcel. `exception`: held up (address problem, failed delivery attempt). */
export const SHIPMENT_EVENT_STATUSES = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'exception'] as const;
export type ShipmentEventStatus = (typeof SHIPMENT_EVENT_STATUSES)[number];

export const shipmentEventView = z.object({
  id: z.number().int(),
  status: z.enum(SHIPMENT_EVENT_STATUSES),
  /** When it happened (ISO 8601, UTC). */
  occurred_at: z.string(),
  location: z.string(),
  description: z.string(),
});
export type ShipmentEventView = z.infer<typeof shipmentEventView>;

/* Return addresses: where the goods of an approved return go back to, one per shipping source. */

export const returnAddressView = z.object({
  name: z.string(),
  phone: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  line1: z.string(),
  line2: z.string(),
});
export type ReturnAddressView = z.infer<typeof returnAddressView>;

/** The back office's list: every shipping source with its address, null while none is kept. */
export const returnAddressRow = z.object({ source: z.enum(SHIPPING_SOURCES), address: returnAddressView.nullable(), updated_at: z.string().nullable() });
export type ReturnAddressRow = z.infer<typeof returnAddressRow>;

/** A source's return address; the phone must be one a courier in the country can call (stored in E.164 outside China). */
export const returnAddressSaveBody = z
  .object({
    source: z.enum(SHIPPING_SOURCES),
    name: requiredText(100),
    phone: requiredText(30),
    country: z.string().trim().toUpperCase().refine(isAddressCountry, { error: 'validation.country' }),
    line1: requiredText(200),
    line2: lineText(200).default(''),
  })
  .superRefine((body, ctx) => {
    if (!isAddressCountry(body.country)) return;
    const valid = body.country === CHINA ? TEL_PATTERN.test(body.phone) : countryPhone(body.phone, body.country) !== null;
    if (!valid) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.tel' });
  })
  .transform((body) => (body.country === CHINA ? body : { ...body, phone: countryPhone(body.phone, body.country) ?? body.phone }));
export type ReturnAddressSaveBody = z.infer<typeof returnAddressSaveBody>;

/**
 * The tracking pages of carriers whose address pattern is known (the names as the seeded
 * logistics_companies parameter writes them); `{no}` is where the tracking number goes.
 */
const CARRIER_TRACKING_PAGES: Readonly<Record<string, string>> = {
  'sf express': 'https://www.sf-express.com/chn/en/waybill/waybill-detail/{no}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={no}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={no}',
  ups: 'https://www.ups.com/track?tracknum={no}',
  tnt: 'https://www.tnt.com/express/en_gc/site/shipping-tools/tracking.html?searchType=con&cons={no}',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={no}',
  'royal mail': 'https://www.royalmail.com/track-your-item#/tracking-results/{no}',
  'japan post': 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={no}&locale=en',
  aramex: 'https://www.aramex.com/us/en/track/results?ShipmentNumber={no}',
};

/** The carrier's page for a tracking number; null when the carrier's pattern is not known or there is no number. */
export function carrierTrackingUrl(carrier: string, trackingNo: string): string | null {
  const pattern = CARRIER_TRACKING_PAGES[carrier.trim().toLowerCase()];
  return pattern && trackingNo ? pattern.replace('{no}', encodeURIComponent(trackingNo)) : null;
}
