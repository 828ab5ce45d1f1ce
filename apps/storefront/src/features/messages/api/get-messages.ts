import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { MessageItem, MessageList } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { messagesKey } from '../../../api/query-keys.ts';

const PAGE_SIZE = 20;

/** One page of the signed-in user's messages, newest first, with the unread count. */
export function getMessages(page: number, limit = PAGE_SIZE): Promise<MessageList> {
  // No overlay: the list shows its own loading state while it pulls, scrolls and refreshes.
  return call(storefrontApi.messages.list, { page, limit }, { overlay: false });
}

export function nextMessagePage(last: MessageList): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/**
 * The loaded pages as one list. Pages are fetched by offset, so a message that arrived between
 * two fetches pushes the one before it onto the next page too; it is shown once.
 */
export function flattenMessages(data: InfiniteData<MessageList>): { messages: MessageItem[]; unread: number } {
  const byId = new Map<number, MessageItem>();
  for (const message of data.pages.flatMap((page) => page.list)) if (!byId.has(message.id)) byId.set(message.id, message);
  return { messages: [...byId.values()], unread: data.pages[0]?.unread ?? 0 };
}

export const messagesInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: [...messagesKey, 'list'],
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextMessagePage,
    select: flattenMessages,
  });
