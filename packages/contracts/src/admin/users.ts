import { addressRow } from '../address.ts';
import { idParam, numeric, pageQuery, requiredMultilineText, requiredText, z } from '../validation.ts';
import { bulkIds, dateQuery, filterText, sortParams, statusField } from './common.ts';

/** The longest tag an operator can put on a customer. */
export const CUSTOMER_TAG_MAX = 50;

export const adminUserListQuery = pageQuery.extend({
  email: filterText(254),
  nickname: filterText(50),
  agent_id: idParam.optional(),
  status: statusField.optional(),
  /** Registration day range, inclusive, in UTC. */
  registered_from: dateQuery,
  registered_to: dateQuery,
  /** Customers carrying this tag (exactly, ignoring case). */
  tag: filterText(CUSTOMER_TAG_MAX),
  ...sortParams(['id', 'created_at', 'balance', 'points', 'email']),
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
    points_delta: numeric(z.number().int().min(-1_000_000_000).max(1_000_000_000)).optional(),
    remark: requiredMultilineText(255),
  })
  .refine((body) => (body.balance_delta !== undefined && Number(body.balance_delta) !== 0) || (body.points_delta ?? 0) !== 0, {
    error: 'validation.adjust_nothing',
    path: ['balance_delta'],
  });
export type UserAdjustBody = z.infer<typeof userAdjustBody>;

export const adminUserRow = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  status: statusField,
  /** The account was deleted by its owner (personal data removed). */
  deleted: z.boolean(),
  agent_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  points: z.number().int(),
  /** Base currency, major units. */
  balance: z.string(),
  invite_code: z.string(),
  created_at: z.string(),
  /** The back office's tags on the customer, in alphabetical order. */
  tags: z.array(z.string()),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUserDetail = adminUserRow.extend({
  gender: z.string(),
  birthday: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  lang: z.string(),
  currency: z.string(),
  email_verified: z.boolean(),
  invited_by_user_id: z.number().int().nullable(),
  agent: z.object({ id: z.number().int(), name: z.string(), invite_code: z.string() }).nullable(),
  addresses: z.array(addressRow),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** A customer's goods orders placed, and what they paid for them less what was refunded (base currency major units). */
export const customerSpending = z.object({ user_id: z.number().int(), order_count: z.number().int(), total_spent: z.string() });
export type CustomerSpending = z.infer<typeof customerSpending>;
export const customerIdQuery = z.object({ user_id: idParam });

/** One customer's page of a back-office history (wallet, points, notes). */
export const customerPageQuery = pageQuery.extend({ user_id: idParam });
export type CustomerPageQuery = z.infer<typeof customerPageQuery>;

/** An operator's note on a customer, with who wrote it; the customer never sees it. */
export const customerNoteRow = z.object({
  id: z.number().int(),
  body: z.string(),
  admin_id: z.number().int(),
  /** The writer's nickname, or username; empty once that admin is gone. */
  admin_name: z.string(),
  created_at: z.string(),
});
export type CustomerNoteRow = z.infer<typeof customerNoteRow>;

export const customerNoteAddBody = z.object({ user_id: idParam, body: requiredMultilineText(2000) });
export type CustomerNoteAddBody = z.infer<typeof customerNoteAddBody>;

/** Puts a tag on a customer, or takes it off; answers the customer's tags as they now are. */
export const customerTagBody = z.object({ user_id: idParam, tag: requiredText(CUSTOMER_TAG_MAX) });
export type CustomerTagBody = z.infer<typeof customerTagBody>;
export const customerTags = z.object({ tags: z.array(z.string()) });
export const customerBulkTagBody = z.object({ ids: bulkIds, tag: requiredText(CUSTOMER_TAG_MAX) });
export type CustomerBulkTagBody = z.infer<typeof customerBulkTagBody>;

export const userAdjustResult = z.object({
  user_id: z.number().int(),
  balance: z.string(),
  points: z.number().int(),
});
export type UserAdjustResult = z.infer<typeof userAdjustResult>;
