import type { Contact } from '@newsroom/domain';
import { documentViewer, type ViewerSource } from '../../../shared/documentViewer';
import { contactKeys, fetchContact } from '../api/contactsApi';
import { useContactEvents } from '../hooks/useContactEvents';
import { ContactCard } from './ContactCard';

const source: ViewerSource<Contact> = {
  namespace: 'contact',
  queryKey: contactKeys.contact,
  load: fetchContact,
  useLiveEvents: useContactEvents,
  failedTestId: 'contact-load-failed',
};

/** A contact's card from the contact (`contact`) or its id (`contactId`, loaded and kept live). */
export const ContactViewer = documentViewer('contact', source, ContactCard);
