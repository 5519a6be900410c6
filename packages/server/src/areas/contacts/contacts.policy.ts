import { hasRoles, type Viewer } from '@newsroom/domain';

/**
 * Who may do what with contacts (area `contact`). Reading the address book needs
 * ROLE_CONTACT_READ; creating, saving, removing and restoring contacts ROLE_CONTACT_WRITE;
 * creating, renaming and deleting contact groups ROLE_CONTACT_ADMIN. A private contact exists
 * only for its owner (404 to everyone else, root included: privacy is the owner's choice); one
 * whose owner was removed is open, as private documents are.
 */
export const contactsPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_CONTACT_READ']),
  canWrite: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_CONTACT_WRITE']),
  canManageGroups: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_CONTACT_ADMIN']),
  canSee: (
    who: Pick<Viewer, 'userId'>,
    contact: { isPrivate: boolean; ownerId: number | null },
  ): boolean => !contact.isPrivate || contact.ownerId === null || contact.ownerId === who.userId,
};
