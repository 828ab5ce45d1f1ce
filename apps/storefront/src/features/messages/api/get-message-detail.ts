import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { messagesKey } from '../../../api/query-keys.ts';

/** The whole message; the server marks it read as it answers. */
export function getMessageDetail(id: number) {
  return call(storefrontApi.messages.detail, { id });
}

export const messageQuery = (id: number) =>
  queryOptions({
    queryKey: ['message-detail', id],
    queryFn: async ({ client }) => {
      const message = await getMessageDetail(id);
      // Reading it marked it read: the list's mark and the badge on Me follow.
      void client.invalidateQueries({ queryKey: messagesKey });
      return message;
    },
  });
