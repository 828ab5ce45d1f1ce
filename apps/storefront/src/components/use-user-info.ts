import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '../api/get-user-info.ts';
import { currencyStore } from '../lib/preferences.ts';
import { sessionStore } from '../lib/session.ts';
import { useStore } from '../lib/use-store.ts';

/** The signed-in user in the chosen currency; idle when nobody is signed in. */
export function useUserInfo() {
  const currency = useStore(currencyStore);
  const { token } = useStore(sessionStore);
  return useQuery({ ...userInfoQuery(currency), enabled: token !== null });
}
