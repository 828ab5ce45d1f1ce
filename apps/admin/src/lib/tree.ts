export type TreeRow<T> = T & { children?: TreeRow<T>[] };

/** Nests rows under their parents; a row whose parent is not among them becomes a root. */
export function buildTree<T extends { id: number; parent_id: number | null }>(rows: readonly T[]): TreeRow<T>[] {
  const nodes = new Map<number, TreeRow<T>>(rows.map((row) => [row.id, { ...row }]));
  const roots: TreeRow<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}
