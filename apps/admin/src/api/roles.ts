import { queryOptions } from '@tanstack/react-query';
import type { RoleDetail, RoleRow, RoleSaveBody } from '@roamcart/contracts';
import { adminApi } from './client.ts';
import { createResource } from './resource.ts';

export const rolesResource = createResource<RoleRow, RoleSaveBody>('roles');

/** A role with the ids of the permissions it holds. */
export const roleDetailQuery = (id: number) => queryOptions({ queryKey: [rolesResource.key, 'detail', id], queryFn: () => adminApi.get<RoleDetail>(`/roles/${id}`) });

/** Every role, for pickers (the list's largest page). */
export const roleOptionsQuery = rolesResource.listQuery({ page: 1, limit: 100 });
