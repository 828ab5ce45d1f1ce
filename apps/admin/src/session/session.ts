import { hashKey, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminSession } from '@roamcart/contracts';
import { sessionQuery, sessionQueryKey } from '../api/auth.ts';

const sessionQueryHash = hashKey(sessionQueryKey);

/** The /auth/me query: `data` is the session, null when signed out. */
export function useSessionQuery() {
  return useQuery(sessionQuery);
}

/** The signed-in admin's session; only used below the sign-in guard, where it exists. */
export function useSession() {
  const { data } = useSessionQuery();
  if (!data) throw new Error('useSession outside the signed-in area');
  return data;
}

/** Whether the admin holds every one of `codes`. */
function holdsAll(permissions: readonly string[], codes: readonly string[]): boolean {
  return codes.every((code) => permissions.includes(code));
}

/** `can('users:status')`: whether the signed-in admin holds that permission code. */
export function useCan(): (...codes: string[]) => boolean {
  const { data } = useSessionQuery();
  const permissions = data?.permissions;
  return useCallback((...codes: string[]) => (permissions ? holdsAll(permissions, codes) : false), [permissions]);
}

/** Drops every cached answer of the previous admin and records the new session (null: signed out). */
export function replaceSession(queryClient: QueryClient, session: AdminSession | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionQueryHash });
  queryClient.setQueryData(sessionQueryKey, session);
}
