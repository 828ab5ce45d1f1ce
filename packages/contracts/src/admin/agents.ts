import { idParam, numeric, pageQuery, requiredText, z } from '../validation.ts';
import { decimalText, filterText, statusField } from './common.ts';

export const agentListQuery = pageQuery.extend({
  name: filterText(100),
  status: statusField.optional(),
  parent_id: idParam.optional(),
});

/** Percent with at most two decimals, 0 to 100: "12.50". */
export const rebateRatioField = decimalText(/^\d{1,3}(\.\d{1,2})?$/, 'validation.rebate_ratio').refine((value) => Number(value) <= 100, {
  error: 'validation.rebate_ratio',
});

export const agentSaveBody = z.object({
  id: idParam.optional(),
  name: requiredText(100),
  level: numeric(z.number().int().min(1).max(99)).default(1),
  rebate_ratio: rebateRatioField,
  parent_id: idParam.nullable().default(null),
  invite_code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9]+$/, { error: 'validation.invite_code_chars' })
    .transform((code) => code.toUpperCase()),
  status: statusField.default('active'),
});
export type AgentSaveBody = z.infer<typeof agentSaveBody>;

export const agentRow = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  /** Percent, two decimals. */
  rebate_ratio: z.string(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  invite_code: z.string(),
  status: statusField,
  user_count: z.number().int(),
  child_count: z.number().int(),
  created_at: z.string(),
});
export type AgentRow = z.infer<typeof agentRow>;
