import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactSchema, type Contact, type ContactInput } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { contactKeys, createContact, saveContact } from '../api/contactsApi';
import { formValuesOf, type ContactFormValues } from './contactForm';

/** A new contact the server took for someone already in the address book. */
export interface DuplicateRefusal {
  existingId: number;
  /** What was sent, to send again with `keepBoth`. */
  input: ContactInput;
}

/** The existing contact's id of a 409 `duplicate`, if it is one. */
function existingIdOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'duplicate') return null;
  const existingId = (error.details as { existingId?: unknown } | null)?.existingId;
  return typeof existingId === 'number' ? existingId : null;
}

/** The contact as someone else saved it, carried by a 409 `stale_version`. */
function currentOfStale(error: unknown): Contact | null {
  if (!isApiError(error) || error.code !== 'stale_version') return null;
  const parsed = contactSchema.safeParse((error.details as { current?: unknown } | null)?.current);
  return parsed.success ? parsed.data : null;
}

/** Options of {@link useContactSave}. */
export interface ContactSaveOptions {
  /** The contact edited; null for a new one. */
  contact: Contact | null;
  form: FormInstance<ContactFormValues>;
  onSaved: (contact: Contact) => void;
}

/**
 * Saves the contact form: a new contact (again with `keepBoth` once the user chose to keep both
 * after a duplicate) or the edited one over the version it was based on. Field errors show beside
 * their fields; a stale save shows the other user's version, which the next save is based on.
 */
export function useContactSave({ contact, form, onSaved }: ContactSaveOptions) {
  const { t } = useTranslation('contact');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(contact);
  const [duplicate, setDuplicate] = useState<DuplicateRefusal | null>(null);

  const save = useMutation({
    mutationFn: ({ input, keepBoth }: { input: ContactInput; keepBoth: boolean }) =>
      base ? saveContact(base.id, input, base.version) : createContact(input, keepBoth),
    meta: { isSilent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(contactKeys.contact(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: contactKeys.pages });
      void message.success({ content: t('editor.saved'), key: 'contact-saved' });
      onSaved(saved);
    },
    onError: (error, { input }) => {
      const existingId = existingIdOf(error);
      if (existingId !== null) {
        setDuplicate({ existingId, input });
        return;
      }
      const current = currentOfStale(error);
      if (current) {
        setBase(current);
        queryClient.setQueryData(contactKeys.contact(current.id), current);
        form.setFieldsValue(formValuesOf(current));
      }
      if (current || !showFieldErrors(form, error, t))
        notifyFailure(error, base ? 'update' : 'create');
    },
  });

  return {
    /** Sends the form's input. */
    submit: (input: ContactInput) => save.mutate({ input, keepBoth: false }),
    isSaving: save.isPending,
    duplicate,
    /** Saves the refused contact next to the existing one. */
    keepBoth: () => {
      if (duplicate) save.mutate({ input: duplicate.input, keepBoth: true });
      setDuplicate(null);
    },
    /** Forgets the refusal (the user goes on editing or opens the existing contact). */
    dismissDuplicate: () => setDuplicate(null),
  };
}
