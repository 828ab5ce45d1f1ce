import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import type { CategoryAdminRow } from '@roamcart/contracts';
import { categoryListQuery } from '../api/categories.ts';
import { buildTree, type TreeRow } from '../lib/tree.ts';
import { useCan } from '../session/session.ts';
import { useLocalizedText } from './language-tabs.tsx';

interface CategoryNode {
  value: number;
  title: string;
  children?: CategoryNode[];
}

/** The categories as a tree with names in the interface language, and a category's name by id. */
export function useCategories() {
  const can = useCan();
  const textOf = useLocalizedText();
  const query = useQuery({ ...categoryListQuery, enabled: can('categories:list') });
  const rows = query.data ?? [];
  const nameOf = (row: CategoryAdminRow) => textOf(row.name) || `#${row.id}`;
  const toNode = (row: TreeRow<CategoryAdminRow>): CategoryNode => ({ value: row.id, title: nameOf(row), children: row.children?.map(toNode) });
  const names = new Map(rows.map((row) => [row.id, nameOf(row)]));
  return { tree: buildTree(rows).map(toNode), name: (id: number) => names.get(id) ?? `#${id}`, loading: query.isLoading };
}

/** Picks one category from the tree, searchable by name. */
export function CategorySelect(props: Omit<TreeSelectProps<number>, 'treeData'>) {
  const { tree, loading } = useCategories();
  return <TreeSelect<number> showSearch treeNodeFilterProp="title" treeDefaultExpandAll loading={loading} treeData={tree} {...props} />;
}
