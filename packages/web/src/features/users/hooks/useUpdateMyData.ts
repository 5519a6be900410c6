import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../auth';
import { updateMyData } from '../api/usersApi';

/** Saves the user's own data and refreshes the cached `Me`; the form reports failures. */
export function useUpdateMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyData,
    meta: { isSilent: true },
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
