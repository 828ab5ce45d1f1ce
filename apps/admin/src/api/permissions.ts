import { queryOptions } from '@tanstack/react-query';
import type { PermissionSaveBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { useRefreshingMutation } from './resource.ts';

const PERMISSIONS = 'permissions';
const routes = adminApi.permissions;

/** The whole permission tree (directories, pages, buttons, APIs). */
export const permissionTreeQuery = queryOptions({
  queryKey: [PERMISSIONS, 'tree'],
  queryFn: () => call(routes.list),
});

export const useSavePermission = () => useRefreshingMutation(PERMISSIONS, (body: PermissionSaveBody) => call(routes.save, body));
export const useDeletePermission = () => useRefreshingMutation(PERMISSIONS, (id: number) => call(routes.delete, { id }));
