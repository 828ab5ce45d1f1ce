import { idParam, pageQuery, z } from './validation.ts';
import type { PageResult } from './validation.ts';

/** Storefront messages (API.md "/message/*"). */
export const messageListQuery = pageQuery;
export const messageDetailQuery = z.object({ id: idParam });

export interface MessageItem {
  id: number;
  title: string;
  /** The first characters of the text. */
  content: string;
  created_at: string;
  read: boolean;
}

export interface MessageList extends PageResult<MessageItem> {
  unread: number;
}

export interface MessageDetail {
  id: number;
  title: string;
  content: string;
  created_at: string;
  read: boolean;
}
