import { ID_MAX, pageQuery, pageResultOf, z } from '../validation.ts';

/**
 * Back-office messages for operators: what the system tells the admins who can act on it (issue
 * 14: a ticket order late for ticketing). Each kind names the API permission its receivers hold
 * (super admins receive every kind) and its title and body keys in the admin dictionaries, which
 * each admin reads in their own language with the message's params; `dayParams` are the params
 * holding a calendar day (YYYY-MM-DD), which the back office writes in the reader's language.
 */
export const OPERATOR_MESSAGE_KINDS = {
  /** A paid ticket order still without tickets past its ticketing deadline: for those who issue tickets. */
  ticketing_late: {
    permission: 'ticket_orders:issue',
    titleKey: 'admin.operator_messages.ticketing_late_title',
    bodyKey: 'admin.operator_messages.ticketing_late_body',
    dayParams: ['date'],
  },
} as const satisfies Record<string, { permission: string; titleKey: string; bodyKey: string; dayParams: readonly string[] }>;
export type OperatorMessageKind = keyof typeof OPERATOR_MESSAGE_KINDS;
const kinds = Object.keys(OPERATOR_MESSAGE_KINDS) as [OperatorMessageKind, ...OperatorMessageKind[]];

/** Values put into a message's title and body. */
export type OperatorMessageParams = Record<string, string | number>;

/** `unread_first`: unread ones, then read ones, each newest first; `newest`: newest first. */
export const OPERATOR_MESSAGE_ORDERS = ['unread_first', 'newest'] as const;

export const operatorMessageListQuery = pageQuery.extend({ order: z.enum(OPERATOR_MESSAGE_ORDERS).default('unread_first') });

export const operatorMessageRow = z.object({
  id: z.number().int(),
  kind: z.enum(kinds),
  title_key: z.string(),
  body_key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The back-office route to act on it (with its query), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type OperatorMessageRow = z.infer<typeof operatorMessageRow>;

/** One page of the admin's messages, with how many of all of them are unread. */
export const operatorMessageList = pageResultOf(operatorMessageRow).extend({ unread: z.number().int() });
export type OperatorMessageList = z.infer<typeof operatorMessageList>;

/** The id as the app sends it, a JSON number: left out it is missing (4001), not invalid. */
export const operatorMessageReadBody = z.object({ id: z.number().int().min(1).max(ID_MAX) });
