import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { createResource } from './resource.ts';

export const rolesResource = createResource('roles', adminApi.roles);

/** A role with the ids of the permissions it holds. */
export const roleDetailQuery = (id: number) => queryOptions({ queryKey: [rolesResource.key, 'detail', id], queryFn: () => call(adminApi.roles.detail, { id }) });

/** Every role, for pickers (the list's largest page). */
export const roleOptionsQuery = rolesResource.listQuery({ page: 1, limit: 100 });
