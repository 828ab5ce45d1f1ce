import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import type { CategoryAdminRow } from '@roamcart/contracts';
import { productCategoriesQuery } from '../../../api/products.ts';
import { buildTree, type TreeRow } from '../../../lib/tree.ts';
import { useCan } from '../../../session/session.ts';
import { useUiLanguage } from '../../../startup/startup-context.tsx';

interface CategoryNode {
  value: number;
  title: string;
  children?: CategoryNode[];
}

/** The categories as a tree with names in the interface language, and a category's name by id. */
export function useCategories() {
  const can = useCan();
  const { languages, lang } = useUiLanguage();
  const fallback = languages.find((language) => language.is_default)?.code ?? lang;
  const query = useQuery({ ...productCategoriesQuery, enabled: can('categories:list') });
  return useMemo(() => {
    const rows = query.data ?? [];
    const nameOf = (row: CategoryAdminRow) => row.name[lang] || row.name[fallback] || Object.values(row.name)[0] || `#${row.id}`;
    const toNode = (row: TreeRow<CategoryAdminRow>): CategoryNode => ({ value: row.id, title: nameOf(row), children: row.children?.map(toNode) });
    const names = new Map(rows.map((row) => [row.id, nameOf(row)]));
    return { tree: buildTree(rows).map(toNode), name: (id: number) => names.get(id) ?? `#${id}`, loading: query.isLoading };
  }, [query.data, query.isLoading, lang, fallback]);
}

/** Picks one category from the tree, searchable by name. */
export function CategorySelect(props: Omit<TreeSelectProps<number>, 'treeData'>) {
  const { tree, loading } = useCategories();
  return <TreeSelect<number> showSearch treeNodeFilterProp="title" treeDefaultExpandAll loading={loading} treeData={tree} {...props} />;
}
