import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { WaitingStockAlert } from '@roamcart/contracts';
import { waitingStockAlertsQuery } from '../api/get-waiting-stock-alerts.ts';
import { cancelStockAlert, stockAlertsKey } from '../api/stock-alerts.ts';
import { Page } from '../../../components/page.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { isolate } from '../../../lib/bidi.ts';
import { showToast } from '../../../lib/notify.ts';
import { useScreenActive } from '../../../lib/screen-active.ts';
import '../goods.css';

/** The goods and option an alert waits for, as one name ("Trail Trainers (S)"). */
const alertName = (alert: WaitingStockAlert) => (alert.option ? `${alert.name} (${alert.option})` : alert.name);

function AlertRow({ alert }: { alert: WaitingStockAlert }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelStockAlert(alert.sku_id),
    onSuccess: async () => {
      // The goods page's "We will let you know" goes too.
      await queryClient.invalidateQueries({ queryKey: stockAlertsKey });
      showToast(t('goods_detail.notify_cancelled'));
    },
  });
  return (
    <li className="stock-alert-row" data-testid="stock-alert">
      <Link className="stock-alert-goods" to={`/goodsdetail?id=${alert.goods_id}`}>
        <img src={alert.image} alt="" width={96} height={62} loading="lazy" decoding="async" />
        <span className="stock-alert-text">
          <span className="stock-alert-name">{alert.name}</span>
          {alert.option && <span className="stock-alert-option">{alert.option}</span>}
          {!alert.on_sale && <span className="stock-alert-option">{t('shop.off_sale')}</span>}
        </span>
      </Link>
      <button
        type="button"
        className="button-link"
        aria-label={t('shop.cancel_alert_named', { name: isolate(alertName(alert)) })}
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        {t('goods_detail.notify_cancel')}
      </button>
    </li>
  );
}

/** Back-in-stock alerts: every sold-out option the customer waits for, last asked first, each with its Cancel. */
export function StockAlertsScreen() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(waitingStockAlertsQuery());
  // A screen kept alive while hidden must not load pages as the screen on display scrolls.
  const active = useScreenActive();
  let content;
  if (query.isPending) content = <LoadingBlock />;
  else if (!query.data) content = <p className="empty-note">{t('common.load_failed')}</p>;
  else if (query.data.length === 0) content = <p className="empty-note">{t('shop.stock_alerts_empty')}</p>;
  else {
    content = (
      <>
        <ul className="stock-alert-list" aria-label={t('shop.stock_alerts')}>
          {query.data.map((alert) => (
            <AlertRow key={alert.sku_id} alert={alert} />
          ))}
        </ul>
        {active && (
          <InfiniteScroll
            className="goods-list-end"
            hasMore={query.hasNextPage}
            loadMore={async () => {
              await query.fetchNextPage({ cancelRefetch: false, throwOnError: true });
            }}
          >
            {(hasMore) => <span>{hasMore ? t('common.loading') : t('shop.no_more')}</span>}
          </InfiniteScroll>
        )}
      </>
    );
  }
  return <Page title={t('shop.stock_alerts')}>{content}</Page>;
}
