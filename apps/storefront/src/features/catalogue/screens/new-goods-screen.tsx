import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../api/get-categories.ts';
import { goodsListInfiniteQuery } from '../api/get-goods-list.ts';
import { CategoryTabs } from '../components/category-tabs.tsx';
import { InfiniteGoods } from '../components/infinite-goods.tsx';
import { useInfiniteList } from '../../../components/use-infinite-list.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** New: the goods marked new, newest first, one tab per top-level category. */
export function NewGoodsScreen() {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const { data: categories = [] } = useQuery(categoriesQuery());
  const list = useInfiniteList(goodsListInfiniteQuery({ is_new: true, sort: 'newest', category_id: categoryId }));
  useDocumentTitle(t('tab.new'));
  return (
    <>
      <header className="shop-header">
        <h1>{t('shop.new_title')}</h1>
      </header>
      <CategoryTabs categories={categories} selected={categoryId} onSelect={setCategoryId} label={t('shop.categories')} />
      <div role="tabpanel" aria-label={categories.find((category) => category.id === categoryId)?.name ?? t('shop.all')}>
        <InfiniteGoods {...list} label={t('shop.new_title')} empty={<p className="empty-note">{t('shop.no_new_goods')}</p>} />
      </div>
    </>
  );
}
