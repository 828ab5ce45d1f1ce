import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Image, Spin, Tag, Tree, Typography, type TreeProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_MAX_DEPTH } from '@roamcart/contracts';
import { categoryListQuery, useDeleteCategory, useReorderCategories } from '../../api/categories.ts';
import { announceFieldErrors } from '../../api/client.ts';
import { useLocalizedText } from '../../components/language-tabs.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { StatusTag } from '../../components/status.tsx';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { CategoryEditor } from './category-editor.tsx';
import { afterDrop, categoryTree, depths, fitsUnder, type CategoryNode } from './category-tree.ts';

const ICON_SIZE = 24;

type TreeItem = { key: number; category: CategoryNode; children: TreeItem[]; isLeaf: boolean };
type Editing = { category: CategoryNode | null; parentId: number | null };

function toTreeItems(nodes: CategoryNode[]): TreeItem[] {
  return nodes.map((node) => ({ key: node.id, category: node, children: toTreeItems(node.children ?? []), isLeaf: !node.children?.length }));
}

/**
 * The category tree: drag a category to re-order it among its siblings or to move it, with its
 * subcategories, under another one (at most three levels); add, edit and delete in place.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const localizedText = useLocalizedText();
  const { data: rows, isPending, isFetching } = useQuery(categoryListQuery);
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  // Every category starts open, and so does one that gains its first child; only what the admin closed stays closed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());

  const tree = categoryTree(rows ?? []);
  const depthOf = depths(rows ?? []);

  const allowDrop: TreeProps<TreeItem>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const targetDepth = depthOf.get(dropNode.key) ?? 1;
    return fitsUnder(dragNode.category, dropPosition === 0 ? targetDepth : targetDepth - 1);
  };

  const onDrop: TreeProps<TreeItem>['onDrop'] = (info) => {
    const position = Number(info.node.pos.split('-').at(-1));
    const relative = info.dropPosition - position;
    // Dropped on a node, or on the gap just below an open one: it becomes the first child.
    const inside = !info.dropToGap || (relative === 1 && info.node.expanded && info.node.children.length > 0);
    const place = inside ? 'inside' : relative < 0 ? 'before' : 'after';
    reorder.mutateAsync(afterDrop(rows ?? [], info.dragNode.key, info.node.key, place)).catch(announceFieldErrors);
  };

  const title = (item: TreeItem) => {
    const category = item.category;
    const depth = depthOf.get(category.id) ?? 1;
    return (
      <Flex align="center" gap={8} wrap>
        {category.icon ? <Image src={category.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} preview={false} /> : null}
        <Typography.Text strong={depth === 1}>{localizedText(category.name)}</Typography.Text>
        <Tag>{t('admin.categories.goods_count', { goods: category.product_count })}</Tag>
        {category.status === 'disabled' && <StatusTag status="disabled" />}
        <span onClick={(event) => event.stopPropagation()}>
          <RowActions
            savePermission="categories:save"
            deletePermission="categories:delete"
            onEdit={() => setEditing({ category, parentId: category.parent_id })}
            onDelete={() => remove.mutateAsync(category.id)}
          >
            {depth < CATEGORY_MAX_DEPTH && (
              <Can permission="categories:save">
                <Button type="link" size="small" onClick={() => setEditing({ category: null, parentId: category.id })}>
                  {t('admin.categories.add_child')}
                </Button>
              </Can>
            )}
          </RowActions>
        </span>
      </Flex>
    );
  };

  return (
    <PageContainer
      title={t('menu.categories')}
      extra={
        <Can permission="categories:save">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ category: null, parentId: null })}>
            {t('admin.common.create')}
          </Button>
        </Can>
      }
    >
      {can('categories:save') && <Typography.Paragraph type="secondary">{t('admin.categories.drag_hint')}</Typography.Paragraph>}
      {isPending ? (
        <Spin />
      ) : tree.length === 0 ? (
        <Empty />
      ) : (
        <Spin spinning={isFetching || reorder.isPending}>
          <Tree<TreeItem>
            aria-label={t('menu.categories')}
            treeData={toTreeItems(tree)}
            titleRender={title}
            expandedKeys={(rows ?? []).map((row) => row.id).filter((id) => !collapsed.has(id))}
            onExpand={(keys) => setCollapsed(new Set((rows ?? []).map((row) => row.id).filter((id) => !keys.includes(id))))}
            blockNode
            selectable={false}
            draggable={can('categories:save') ? { icon: false } : false}
            allowDrop={allowDrop}
            onDrop={onDrop}
          />
        </Spin>
      )}
      {editing && <CategoryEditor tree={tree} category={editing.category} parentId={editing.parentId} onClose={() => setEditing(null)} />}
    </PageContainer>
  );
}
