import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { MessageItem } from '@roamcart/contracts';
import { dateLocaleFor, formatDateTime } from '@roamcart/contracts/date';
import { messagesKey } from '../../../api/query-keys.ts';
import { messagesInfiniteQuery } from '../api/get-messages.ts';
import { readAllMessages } from '../api/read-all-messages.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { showToast } from '../../../lib/notify.ts';

function MessageRow({ message }: { message: MessageItem }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <Link className={message.read ? 'message-row' : 'message-row is-unread'} to={`/messagedetail?id=${message.id}`}>
        <span className="message-row-head">
          {!message.read && (
            <>
              <span className="unread-dot" aria-hidden="true" />
              <span className="visually-hidden">{t('message.unread')}</span>
            </>
          )}
          <span className="message-row-title">{message.title}</span>
        </span>
        <time className="message-row-time" dateTime={message.created_at}>
          {formatDateTime(message.created_at, dateLocaleFor(i18n.language))}
        </time>
        <span className="message-row-excerpt">{message.content}</span>
      </Link>
    </li>
  );
}

/** What sits under the list: loading the next page, a retry after a failure, or the end. */
function ListEnd({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return <span>{t('message.no_more')}</span>;
  if (failed) {
    return (
      <span>
        {t('message.load_failed')}{' '}
        <button type="button" className="text-button" onClick={retry}>
          {t('message.retry')}
        </button>
      </span>
    );
  }
  return <span role="status">{t('common.loading')}</span>;
}

/** The inbox: newest first, unread ones marked; pull to refresh, scroll for more, mark all read. */
export function MessageListScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError, hasNextPage, fetchNextPage, refetch } = useInfiniteQuery(messagesInfiniteQuery());
  const unread = data?.unread ?? 0;

  const markAllRead = async () => {
    await readAllMessages();
    await queryClient.invalidateQueries({ queryKey: messagesKey });
    showToast(t('message.all_read'));
  };

  return (
    <Page title={t('message.title')}>
      <div className="message-toolbar">
        <span>{unread > 0 ? t('message.unread_count', { count: unread }) : t('message.none_unread')}</span>
        <span className="message-toolbar-actions">
          {/* The same as pulling the list down, for those who cannot drag (WCAG 2.5.7). */}
          <button type="button" className="text-button" onClick={() => void refetch()}>
            {t('message.refresh')}
          </button>
          <button type="button" className="text-button" disabled={unread === 0} onClick={() => void markAllRead().catch(() => undefined)}>
            {t('message.read_all')}
          </button>
        </span>
      </div>
      <PullToRefresh
        onRefresh={async () => {
          await refetch();
        }}
        pullingText={t('message.pull_to_refresh')}
        canReleaseText={t('message.release_to_refresh')}
        refreshingText={t('common.loading')}
        completeText={t('message.refreshed')}
      >
        {isPending && <LoadingBlock />}
        {isError && !data && <p className="empty-note">{t('common.load_failed')}</p>}
        {data && data.messages.length === 0 && <p className="empty-note">{t('message.empty')}</p>}
        {data && data.messages.length > 0 && (
          <>
            <ul className="message-list">
              {data.messages.map((message) => (
                <MessageRow key={message.id} message={message} />
              ))}
            </ul>
            <InfiniteScroll
              className="message-list-end"
              hasMore={hasNextPage}
              loadMore={async () => {
                await fetchNextPage({ cancelRefetch: false, throwOnError: true });
              }}
            >
              {(hasMore, failed, retry) => <ListEnd hasMore={hasMore} failed={failed} retry={retry} />}
            </InfiniteScroll>
          </>
        )}
      </PullToRefresh>
    </Page>
  );
}
