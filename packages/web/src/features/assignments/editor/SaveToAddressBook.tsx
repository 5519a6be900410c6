import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { ContactsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GuideContact } from '@newsroom/domain';
import { canWriteIn, useAuth } from '../../auth';
import { createContact } from '../../contacts/api/contactsApi';
import { isApiError } from '../../../shared/api';
import { notify, notifyFailure } from '../../../shared/notifications';
import { contactInputOf } from './editableAssignment';

/** The id of the same person the address book already holds (409 `contact:duplicate`). */
function existingIdOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const id = (error.details as { existingId?: unknown } | null)?.existingId;
  return typeof id === 'number' ? id : null;
}

/** Props of {@link SaveToAddressBook}. */
export interface SaveToAddressBookProps {
  contact: GuideContact;
  /** The address-book contact the guide's contact now names. */
  onLinked: (contactId: number) => void;
  disabled?: boolean;
}

/**
 * Saves a contact typed into a guide to the address book and links the guide's copy to it; when
 * the address book already holds the same person, the copy is linked to that one instead. Shown
 * only to users who may write contacts.
 */
export function SaveToAddressBook({ contact, onLinked, disabled }: SaveToAddressBookProps) {
  const { t } = useTranslation('assignment');
  const { me } = useAuth();
  const save = useMutation({
    mutationFn: () => createContact(contactInputOf(contact)),
    onSuccess: (created) => {
      onLinked(created.id);
      notify({ kind: 'success', title: t('contact.savedToAddressBook') });
    },
    onError: (error) => {
      const existingId = existingIdOf(error);
      if (existingId === null) return notifyFailure(error, 'create');
      onLinked(existingId);
      notify({ kind: 'info', title: t('contact.linkedToExisting') });
    },
  });
  if (!canWriteIn(me, 'contact')) return null;
  return (
    <Button
      size="small"
      icon={<ContactsOutlined />}
      loading={save.isPending}
      disabled={disabled || contact.name.trim() === ''}
      onClick={() => save.mutate()}
      data-testid="contact-save-to-address-book"
    >
      {t('contact.saveToAddressBook')}
    </Button>
  );
}
