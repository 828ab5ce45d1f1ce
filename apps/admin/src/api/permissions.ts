import { queryOptions } from '@tanstack/react-query';
import type { PermissionSaveBody, PermissionTreeNode } from '@roamcart/contracts';
import { adminApi } from './client.ts';
import { useRefreshingMutation } from './resource.ts';

const PERMISSIONS = 'permissions';

/** The whole permission tree (directories, pages, buttons, APIs). */
export const permissionTreeQuery = queryOptions({
  queryKey: [PERMISSIONS, 'tree'],
  queryFn: () => adminApi.get<PermissionTreeNode[]>('/permissions'),
});

export const useSavePermission = () => useRefreshingMutation(PERMISSIONS, (body: PermissionSaveBody) => adminApi.post<PermissionTreeNode>('/permissions/save', body));
export const useDeletePermission = () => useRefreshingMutation(PERMISSIONS, (id: number) => adminApi.post<null>('/permissions/delete', { id }));
