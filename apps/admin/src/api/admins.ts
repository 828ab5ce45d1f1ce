import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { createResource } from './resource.ts';

export const adminsResource = createResource('admins', adminApi.admins);

export const resetAdminPassword = (body: { id: number; password: string }) => call(adminApi.admins.resetPassword, body);

/** Unbinds another admin's authenticator (a lost phone). */
export const resetAdminTotp = (id: number) => call(adminApi.admins.resetTotp, { id });
