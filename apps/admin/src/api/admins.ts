import { adminRoutes } from '@roamcart/contracts';
import { call } from './client.ts';
import { createResource } from './resource.ts';

export const adminsResource = createResource('admins', adminRoutes.admins);

export const resetAdminPassword = (body: { id: number; password: string }) => call(adminRoutes.admins.resetPassword, body);

/** Unbinds another admin's authenticator (a lost phone). */
export const resetAdminTotp = (id: number) => call(adminRoutes.admins.resetTotp, { id });
