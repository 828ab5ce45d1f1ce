import { queryOptions } from '@tanstack/react-query';
import { ErrorCode, type AdminLoginBody, type AdminSession, type z, type adminPasswordBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { ApiError, call } from './client.ts';

const routes = adminApi.auth;

export const sessionQueryKey = ['auth', 'me'] as const;

/** The signed-in admin, or null when there is no session (4010). */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<AdminSession | null> => {
    try {
      return await call(routes.me, undefined, { silent: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.AdminSignInNeeded) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/** The login page shows its own feedback (a TOTP field, a lockout message). */
export const login = (body: AdminLoginBody) => call(routes.login, body, { silent: true });
export const logout = () => call(routes.logout);
export const setUpTotp = () => call(routes.totpSetup);
export const confirmTotp = (code: string) => call(routes.totpConfirm, { code });
export const clearTotp = (code: string) => call(routes.totpClear, { code });
export const changePassword = (body: z.infer<typeof adminPasswordBody>) => call(routes.password, body);
