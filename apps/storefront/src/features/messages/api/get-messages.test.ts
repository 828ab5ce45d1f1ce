import { describe, expect, it } from 'vitest';
import type { MessageItem, MessageList } from '@roamcart/contracts';
import { flattenMessages, nextMessagePage } from './get-messages.ts';

function message(id: number, read = false): MessageItem {
  return { id, title: `Message ${id}`, content: 'Hello', created_at: '2025-03-01T08:00:00.000Z', read, link: null };
}

function page(number: number, ids: number[], total: number, unread: number): MessageList {
  return { list: ids.map((id) => message(id)), total, page: number, limit: 2, unread };
}

describe('nextMessagePage', () => {
  it('asks for the next page while messages remain, and stops after the last one', () => {
    expect(nextMessagePage(page(1, [5, 4], 5, 0))).toBe(2);
    expect(nextMessagePage(page(2, [3, 2], 5, 0))).toBe(3);
    expect(nextMessagePage(page(3, [1], 5, 0))).toBeUndefined();
    expect(nextMessagePage(page(1, [], 0, 0))).toBeUndefined();
  });
});

describe('flattenMessages', () => {
  it('lists the pages in order, each message once, with the unread count of the first page', () => {
    // Message 6 arrived between the two fetches and pushed message 4 onto page 2 as well.
    const data = { pages: [page(1, [5, 4], 5, 3), page(2, [4, 3], 6, 4)], pageParams: [1, 2] };
    const { messages, unread } = flattenMessages(data);
    expect(messages.map((m) => m.id)).toEqual([5, 4, 3]);
    expect(unread).toBe(3);
  });

  it('gives an empty inbox with nothing unread', () => {
    expect(flattenMessages({ pages: [page(1, [], 0, 0)], pageParams: [1] })).toEqual({ messages: [], unread: 0 });
  });
});
