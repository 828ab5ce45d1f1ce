import { CHINA, isAddressCountry } from './address.ts';
import { SHIPPING_SOURCES } from './catalogue.ts';
import { countryPhone, TEL_PATTERN } from './phone.ts';
import { filterText, sortField, statusField } from './admin/common.ts';
import { idParam, lineText, pageQuery, requiredText, z } from './validation.ts';

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

/* Carriers: the ones the back office ships with, each with the address of its tracking page. */

/** Where a carrier's tracking page pattern puts the tracking number. */
export const TRACKING_NUMBER_MARK = '{no}';

/** An absolute http(s) address (a host, then anything but spaces) holding the tracking number's mark after its host. */
const TRACKING_PAGE_PATTERN = /^https?:\/\/[^\s/?#{}]+[/?#]\S*$/i;
const isTrackingPagePattern = (pattern: string) => TRACKING_PAGE_PATTERN.test(pattern) && pattern.includes(TRACKING_NUMBER_MARK);

export const carrierListQuery = pageQuery.extend({ keyword: filterText(100) });
/**
 * A carrier the ship form offers while active: its name as parcels record it (unique, whatever the
 * case) and its tracking page (`https://…{no}…`, the tracking number in place of `{no}`; empty: no link).
 */
export const carrierSaveBody = z.object({
  id: idParam.optional(),
  name: requiredText(100),
  tracking_url_pattern: lineText(500)
    .refine((pattern) => pattern === '' || isTrackingPagePattern(pattern), { error: 'validation.tracking_url_pattern' })
    .default(''),
  sort: sortField,
  status: statusField.default('active'),
});
export type CarrierSaveBody = z.infer<typeof carrierSaveBody>;
export const carrierRow = z.object({
  id: z.number().int(),
  name: z.string(),
  tracking_url_pattern: z.string(),
  sort: z.number().int(),
  status: statusField,
  updated_at: z.string(),
});
export type CarrierRow = z.infer<typeof carrierRow>;
