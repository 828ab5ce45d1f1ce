import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CategoryTree } from '@roamcart/contracts';
import { categoriesQuery } from '../api/get-categories.ts';
import { goodsListInfiniteQuery } from '../api/get-goods-list.ts';
import { CategoryTabs } from '../components/category-tabs.tsx';
import { InfiniteGoods } from '../components/infinite-goods.tsx';
import { useInfiniteList } from '../../../components/use-infinite-list.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import '../category.css';

/** The top-level category and the subcategory (if any) that `id` names; the first top-level otherwise. */
function initialChoice(tree: CategoryTree, id: number): { top: number | undefined; sub: number | undefined } {
  for (const top of tree) {
    if (top.id === id) return { top: top.id, sub: undefined };
    for (const child of top.children) {
      if (child.id === id || child.children.some((grandchild) => grandchild.id === id)) return { top: top.id, sub: child.id };
    }
  }
  return { top: tree[0]?.id, sub: undefined };
}

function CategoryGoods({ categoryId, name }: { categoryId: number; name: string }) {
  const { t } = useTranslation();
  const list = useInfiniteList(goodsListInfiniteQuery({ category_id: categoryId }));
  return <InfiniteGoods {...list} label={name} empty={<p className="empty-note">{t('shop.no_goods_here')}</p>} />;
}

function CategoryBrowser({ tree, openedId }: { tree: CategoryTree; openedId: number }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => initialChoice(tree, openedId));
  const top = tree.find((category) => category.id === choice.top) ?? tree[0];
  if (!top) return <p className="empty-note">{t('shop.no_categories')}</p>;
  const shown = top.children.find((child) => child.id === choice.sub) ?? top;
  return (
    <div className="category-browser">
      <nav className="category-side" aria-label={t('shop.categories')}>
        <ul>
          {tree.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={category.id === top.id ? 'category-side-item is-active' : 'category-side-item'}
                aria-current={category.id === top.id ? 'true' : undefined}
                onClick={() => setChoice({ top: category.id, sub: undefined })}
              >
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="category-content" aria-label={shown.name}>
        <h2 className="category-title">{top.name}</h2>
        {top.children.length > 0 && (
          <CategoryTabs categories={top.children} selected={choice.sub} onSelect={(sub) => setChoice({ top: top.id, sub })} label={top.name} />
        )}
        <CategoryGoods key={shown.id} categoryId={shown.id} name={shown.name} />
      </section>
    </div>
  );
}

/** Category: the top-level categories on one side; the chosen one's subcategories and goods on the other. */
export function CategoryScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: tree, isError } = useQuery(categoriesQuery());
  useDocumentTitle(t('tab.category'));
  return (
    <>
      <header className="shop-header">
        <h1>{t('tab.category')}</h1>
      </header>
      {tree ? <CategoryBrowser tree={tree} openedId={Number(params.get('id'))} /> : isError ? <p className="empty-note">{t('common.load_failed')}</p> : <LoadingBlock />}
    </>
  );
}
