import { queryOptions } from '@tanstack/react-query';
import { ErrorCode, type AdminLoginBody, type AdminSession, type TotpSetup, type z, type adminPasswordBody } from '@roamcart/contracts';
import { ApiError, adminApi } from './client.ts';

export const sessionQueryKey = ['auth', 'me'] as const;

/** The signed-in admin, or null when there is no session (4010). */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<AdminSession | null> => {
    try {
      return await adminApi.get<AdminSession>('/auth/me', undefined, { silent: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.AdminSignInNeeded) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/** The login page shows its own feedback (a TOTP field, a lockout message). */
export const login = (body: AdminLoginBody) => adminApi.post<AdminSession>('/auth/login', body, { silent: true });
export const logout = () => adminApi.post<null>('/auth/logout');
export const setUpTotp = () => adminApi.post<TotpSetup>('/auth/totp/setup');
export const confirmTotp = (code: string) => adminApi.post<null>('/auth/totp/confirm', { code });
export const clearTotp = (code: string) => adminApi.post<null>('/auth/totp/clear', { code });
export const changePassword = (body: z.infer<typeof adminPasswordBody>) => adminApi.post<null>('/auth/password', body);
