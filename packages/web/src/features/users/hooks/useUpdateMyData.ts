import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../auth';
import { trackSessionRenewal } from '../../../shared/session';
import { updateMyData, type MyDataUpdate } from '../api/usersApi';

/** Saves the user's own data and refreshes the cached `Me`; the form reports failures. */
export function useUpdateMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    // A new password renews the session (and closes the old socket with 1008).
    mutationFn: (update: MyDataUpdate) =>
      update.newPassword ? trackSessionRenewal(updateMyData(update)) : updateMyData(update),
    meta: { isSilent: true },
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
