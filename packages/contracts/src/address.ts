import { idParam, lineText, requiredText, z } from './validation.ts';

export const ADDRESS_DETAIL_MAX = 200;
export const DEFAULT_MAX_ADDRESSES = 20;

/** Mainland mobile with optional 86/+86, or a number starting with 0 of 10 to 13 digits or dashes. */
export const TEL_PATTERN = /^(?:(?:\+?86)?1\d{10}|0[\d-]{9,12})$/;

export const addressSaveBody = z.object({
  id: idParam.optional(),
  name: requiredText(50),
  tel: requiredText(30).regex(TEL_PATTERN, { error: 'validation.tel' }),
  province: lineText(50).pipe(z.string().min(1, { error: 'validation.area_required' })),
  city: lineText(50).pipe(z.string().min(1, { error: 'validation.area_required' })),
  county: lineText(50).default(''),
  area_code: z.string().trim().regex(/^\d{6}$/, { error: 'validation.area_required' }),
  address_detail: requiredText(ADDRESS_DETAIL_MAX, 'validation.address_detail_max'),
  is_default: z.boolean().default(false),
});
export type AddressSaveBody = z.infer<typeof addressSaveBody>;

export const addressDeleteBody = z.object({ id: idParam });

export const addressRow = z.object({
  id: z.number().int(),
  name: z.string(),
  tel: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  area_code: z.string(),
  address_detail: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressRow>;
