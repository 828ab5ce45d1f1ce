import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '@roamcart/contracts/errors';
import { ApiError } from '../../../api/client.ts';
import { goodsDetailQuery } from '../api/get-goods-detail.ts';
import { goodsIdFrom } from '../../../lib/goods-id.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Page } from '../../../components/page.tsx';
import { GoodsDetailView } from '../components/goods-detail-view.tsx';
import '../goods-detail.css';

/** The shapes of the goods page while it loads, in the boxes the content will take (no layout shift). */
function GoodsDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="goods-skeleton" role="status" aria-label={t('common.loading')}>
      <div className="goods-skeleton-picture" />
      <div className="goods-section">
        <div className="goods-skeleton-line is-price" />
        <div className="goods-skeleton-line" />
        <div className="goods-skeleton-line is-short" />
      </div>
      <div className="goods-section">
        <div className="goods-skeleton-line is-short" />
        <div className="goods-skeleton-line" />
      </div>
    </div>
  );
}

/** A page that has no goods to show: why, and the way back to Home. */
function GoodsNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-note" role="alert">
      <p>{text}</p>
      <Link className="button-link is-primary" to="/" replace>
        {t('not_found.home')}
      </Link>
    </div>
  );
}

/** Goods detail (`?id=`): pictures, price, options and favourite, or why there is nothing to show. */
export function GoodsDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = goodsIdFrom(params.get('id'));
  const { data, error, refetch } = useQuery({ ...goodsDetailQuery(id ?? 0), enabled: id !== null });
  const offline = error instanceof ApiError && error.code === ErrorCode.ProductOffline;
  // An unknown id (or one that is not a number) is refused by the server; any other failure is the network's.
  const notFound = id === null || (error instanceof ApiError && !offline);

  let body;
  if (notFound) body = <GoodsNotice text={t('goods_detail.not_found')} />;
  else if (offline) body = <GoodsNotice text={t('goods_detail.offline')} />;
  else if (error)
    body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!data) body = <GoodsDetailSkeleton />;
  else body = <GoodsDetailView key={data.id} goods={data} />;

  return (
    <Page title={t('goods_detail.title')} documentTitle={data?.name ?? t('goods_detail.title')}>
      {body}
    </Page>
  );
}
