import { useQuery } from '@tanstack/react-query';
import { Spin, Tree, Typography, type TreeDataNode } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PermissionTreeNode } from '@roamcart/contracts';
import { permissionTreeQuery } from '../../api/permissions.ts';

function toTreeData(nodes: PermissionTreeNode[], t: TFunction): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <>
        {t(node.name)} <Typography.Text type="secondary">{node.code}</Typography.Text>
      </>
    ),
    // Only what the signing-in admin holds can be granted (the server refuses the rest).
    disableCheckbox: !node.grantable,
    children: toTreeData(node.children, t),
  }));
}

function leafIds(nodes: PermissionTreeNode[]): Set<number> {
  const leaves = new Set<number>();
  const walk = (list: PermissionTreeNode[]) => {
    for (const node of list) {
      if (node.children.length) walk(node.children);
      else leaves.add(node.id);
    }
  };
  walk(nodes);
  return leaves;
}

interface PermissionTreePickerProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
}

/**
 * Checkable permission tree for a role. Checking a node checks what is below it; the role is
 * granted the checked nodes plus the half-checked ones above them, so a role with only
 * "list users" still holds the Users page and its menu directory.
 */
export function PermissionTreePicker({ value = [], onChange }: PermissionTreePickerProps) {
  const { t } = useTranslation();
  const { data: tree, isError } = useQuery(permissionTreeQuery);
  if (isError) return <Typography.Text type="secondary">{t('error.4003')}</Typography.Text>;
  if (!tree) return <Spin />;
  const leaves = leafIds(tree);
  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      height={360}
      treeData={toTreeData(tree, t)}
      // Parents follow from their children; listing them would check every child below.
      checkedKeys={value.filter((id) => leaves.has(id))}
      onCheck={(checked, info) => {
        const ids = Array.isArray(checked) ? checked : checked.checked;
        onChange?.([...ids, ...(info.halfCheckedKeys ?? [])].map(Number));
      }}
    />
  );
}
