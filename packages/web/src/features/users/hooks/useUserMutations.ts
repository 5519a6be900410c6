import { useMutation } from '@tanstack/react-query';
import type { UserCreate, UserUpdate } from '@newsroom/domain';
import {
  createUser,
  kickOutUser,
  removeUser,
  resetUserPassword,
  restoreUser,
  updateUser,
} from '../api/usersAdminApi';

/**
 * The calls of the users admin screen. Saving reports its own failures (field errors and
 * duplicates go beside the fields); the row actions use the generic failure texts.
 */
export function useUserMutations() {
  return {
    create: useMutation({
      mutationFn: (body: UserCreate) => createUser(body),
      meta: { isSilent: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UserUpdate }) => updateUser(id, body),
      meta: { isSilent: true },
    }),
    remove: useMutation({ mutationFn: removeUser, meta: { failureKind: 'delete' } }),
    restore: useMutation({ mutationFn: restoreUser, meta: { failureKind: 'actionFailed' } }),
    resetPassword: useMutation({
      mutationFn: resetUserPassword,
      meta: { failureKind: 'actionFailed' },
    }),
    kickOut: useMutation({ mutationFn: kickOutUser, meta: { failureKind: 'actionFailed' } }),
  };
}
