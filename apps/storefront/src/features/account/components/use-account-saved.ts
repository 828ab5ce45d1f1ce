import { useQueryClient } from '@tanstack/react-query';
import { userInfoKey } from '../../../api/get-user-info.ts';
import { showToast } from '../../../lib/notify.ts';

/** After a change to the account: the user is fetched again and the change confirmed with `message`. */
export function useAccountSaved(): (message: string) => Promise<void> {
  const queryClient = useQueryClient();
  return async (message) => {
    await queryClient.invalidateQueries({ queryKey: userInfoKey });
    showToast(message);
  };
}
