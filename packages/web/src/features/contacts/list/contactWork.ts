import type { Contact } from '@newsroom/domain';

/** What a contact does and where, as a list shows it: "Médica · Hospital Central". */
export function contactWork(contact: Contact): string {
  return [contact.profession, contact.company].filter((part) => part !== '').join(' · ');
}
