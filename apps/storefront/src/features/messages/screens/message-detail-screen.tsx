import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { dateLocaleFor, formatDateTime } from '@roamcart/contracts/date';
import { ApiError } from '../../../api/client.ts';
import { messageQuery } from '../api/get-message-detail.ts';
import { LinkedText } from '../../../components/linked-text.tsx';
import { Page } from '../../../components/page.tsx';

/** One message in full (`?id=`); opening it marks it read. */
export function MessageDetailScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data, error } = useQuery({ ...messageQuery(id ?? 0), enabled: id !== null });
  // The server refuses another customer's message or an unknown id; anything else is a failed load.
  const notFound = id === null || error instanceof ApiError;
  return (
    <Page title={t('message.detail_title')}>
      {data && (
        <article className="message-detail">
          <h2>{data.title}</h2>
          <time dateTime={data.created_at}>{formatDateTime(data.created_at, dateLocaleFor(i18n.language))}</time>
          <p className="message-detail-content">
            <LinkedText text={data.content} />
          </p>
          {/* The shop's own messages link to the screen they are about (an order's details). */}
          {data.link?.startsWith('/') && (
            <Link className="button-link is-primary" to={data.link}>
              {t('message.open_link')}
            </Link>
          )}
        </article>
      )}
      {notFound && <p className="empty-note">{t('message.not_found')}</p>}
      {error && !notFound && <p className="empty-note">{t('common.load_failed')}</p>}
    </Page>
  );
}
