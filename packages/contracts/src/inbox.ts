import { idParam, pageQuery, pageResultOf, z } from './validation.ts';

/** Storefront messages (API.md "/message/*"). */
export const messageListQuery = pageQuery;
export const messageDetailQuery = z.object({ id: idParam });

export const messageItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The first characters of the text. */
  content: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  /** The storefront route the message is about (an order's details); null for the shop's general messages. */
  link: z.string().nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messageList = pageResultOf(messageItem).extend({ unread: z.number().int() });
export type MessageList = z.infer<typeof messageList>;

/** The whole text. */
export const messageDetail = messageItem;
export type MessageDetail = z.infer<typeof messageDetail>;
