import { CATEGORY_MAX_DEPTH, type CategoryAdminRow } from '@roamcart/contracts';
import { buildTree, type TreeRow } from '../../lib/tree.ts';

export type CategoryNode = TreeRow<CategoryAdminRow>;

/** The categories as a tree, siblings in the server's order (sort, then id). */
export function categoryTree(rows: readonly CategoryAdminRow[]): CategoryNode[] {
  return buildTree(rows);
}

/** How deep each category sits (1 = top level). */
export function depths(rows: readonly CategoryAdminRow[]): Map<number, number> {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const depthOf = new Map<number, number>();
  for (const row of rows) {
    let depth = 1;
    for (let parent = row.parent_id; parent !== null && depth <= CATEGORY_MAX_DEPTH; parent = parentOf.get(parent) ?? null) depth += 1;
    depthOf.set(row.id, depth);
  }
  return depthOf;
}

/** Levels a category occupies with its subtree (1 = no children). */
export function height(node: CategoryNode): number {
  return 1 + Math.max(0, ...(node.children ?? []).map(height));
}

/** The category and every one below it. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** Whether `node` with its subtree fits below a parent at `parentDepth` (0: top level). */
export function fitsUnder(node: CategoryNode, parentDepth: number): boolean {
  return parentDepth + height(node) <= CATEGORY_MAX_DEPTH;
}

/**
 * Where a drop puts the dragged category: its new parent and that parent's children in their new
 * order. `place` is inside the target (as its first child), or just before or after it.
 */
export function afterDrop(rows: readonly CategoryAdminRow[], draggedId: number, targetId: number, place: 'inside' | 'before' | 'after'): { parent_id: number | null; ids: number[] } {
  const target = rows.find((row) => row.id === targetId);
  const parentId = place === 'inside' ? targetId : (target?.parent_id ?? null);
  // `rows` come in sibling order, so filtering keeps it.
  const siblings = rows.filter((row) => row.parent_id === parentId && row.id !== draggedId).map((row) => row.id);
  const at = place === 'inside' ? 0 : siblings.indexOf(targetId) + (place === 'after' ? 1 : 0);
  siblings.splice(at, 0, draggedId);
  return { parent_id: parentId, ids: siblings };
}
