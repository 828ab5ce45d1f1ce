import type { Address } from '../address.ts';
import { idParam, pageQuery, requiredMultilineText, z } from '../validation.ts';
import { dateQuery, filterText, statusField, type RecordStatus } from './common.ts';

export const adminUserListQuery = pageQuery.extend({
  email: filterText(254),
  nickname: filterText(50),
  agent_id: idParam.optional(),
  status: statusField.optional(),
  /** Registration day range, inclusive, in UTC. */
  registered_from: dateQuery,
  registered_to: dateQuery,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

export const userStatusBody = z.object({ id: idParam, status: statusField });

/** Signed amount in the base currency's major units, e.g. "-12.50". */
const signedMoney = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().trim().regex(/^$|^-?\d{1,12}(\.\d{1,4})?$/, { error: 'validation.amount' }))
  .transform((value) => (value === '' ? undefined : value));

export const userAdjustBody = z
  .object({
    user_id: idParam,
    balance_delta: signedMoney.optional(),
    points_delta: z.coerce.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
    remark: requiredMultilineText(255),
  })
  .refine((body) => (body.balance_delta !== undefined && Number(body.balance_delta) !== 0) || (body.points_delta ?? 0) !== 0, {
    error: 'validation.adjust_nothing',
    path: ['balance_delta'],
  });
export type UserAdjustBody = z.infer<typeof userAdjustBody>;

export interface AdminUserRow {
  id: number;
  email: string | null;
  nickname: string | null;
  status: RecordStatus;
  /** The account was deleted by its owner (personal data removed). */
  deleted: boolean;
  agent_id: number | null;
  agent_name: string | null;
  points: number;
  /** Base currency, major units. */
  balance: string;
  invite_code: string;
  created_at: string;
}

export interface AdminUserDetail extends AdminUserRow {
  gender: string;
  birthday: string | null;
  mobile: string | null;
  avatar: string | null;
  lang: string;
  currency: string;
  email_verified: boolean;
  invited_by_user_id: number | null;
  agent: { id: number; name: string; invite_code: string } | null;
  addresses: Address[];
}

export interface UserAdjustResult {
  user_id: number;
  balance: string;
  points: number;
}
