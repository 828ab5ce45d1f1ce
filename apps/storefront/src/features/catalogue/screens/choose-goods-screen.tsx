import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { GoodsDetail } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { goodsDetailQuery } from '../api/get-goods-detail.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { goodsIdFrom } from '../../../lib/goods-id.ts';
import { BuyBar } from '../components/buy-bar.tsx';
import { selectionPrice, SkuOptions } from '../components/sku-options.tsx';
import { useSkuSelection } from '../components/use-sku-selection.ts';
import '../goods-detail.css';

function ChooseGoods({ goods }: { goods: GoodsDetail }) {
  const money = useMoney();
  const selection = useSkuSelection(goods);
  return (
    <>
      <section className="goods-section goods-summary" aria-labelledby="choose-goods-name">
        <h2 id="choose-goods-name" className="goods-name">
          <Link to={`/goodsdetail?id=${goods.id}`}>{goods.name}</Link>
        </h2>
        <p className="goods-price">
          <bdi data-testid="goods-price">{selectionPrice(goods, selection, money.format)}</bdi>
        </p>
        <SkuOptions goods={goods} selection={selection} />
      </section>
      <BuyBar goodsId={goods.id} sku={selection.sku} quantity={selection.quantity} soldOut={selection.stock === 0} />
    </>
  );
}

/**
 * Choose goods (`?id=`): the options and quantity of a goods picked from a list (favourites,
 * history), then Add to cart or Buy now, without the whole goods page in between.
 */
export function ChooseGoodsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = goodsIdFrom(params.get('id'));
  const { data, error, refetch } = useQuery({ ...goodsDetailQuery(id ?? 0), enabled: id !== null });
  let body;
  if (id === null || error instanceof ApiError)
    body = (
      <div className="empty-note" role="alert">
        <p>{error instanceof ApiError ? error.message : t('goods_detail.not_found')}</p>
        <Link className="button-link is-primary" to="/" replace>
          {t('not_found.home')}
        </Link>
      </div>
    );
  else if (error) body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!data) body = <LoadingBlock />;
  else body = <ChooseGoods key={data.id} goods={data} />;
  return <Page title={t('choose_goods.title')}>{body}</Page>;
}
