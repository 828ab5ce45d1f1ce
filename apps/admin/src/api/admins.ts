import type { AdminRow, AdminSaveBody, adminResetPasswordBody, z } from '@roamcart/contracts';
import { adminApi } from './client.ts';
import { createResource } from './resource.ts';

export const adminsResource = createResource<AdminRow, AdminSaveBody>('admins');

export const resetAdminPassword = (body: z.infer<typeof adminResetPasswordBody>) => adminApi.post<null>('/admins/reset_password', body);

/** Unbinds another admin's authenticator (a lost phone). */
export const resetAdminTotp = (id: number) => adminApi.post<null>('/admins/reset_totp', { id });
