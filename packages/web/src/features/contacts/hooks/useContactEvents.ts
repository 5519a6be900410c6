import { useQueryClient } from '@tanstack/react-query';
import { contactSchema, type Contact, type Paged } from '@newsroom/domain';
import { withUpdated } from '../../../shared/admin';
import { useTopic } from '../../../shared/realtime';
import { contactGroupKeys } from '../api/contactGroupsApi';
import { contactKeys } from '../api/contactsApi';

/**
 * Keeps the address book in step with every browser's changes (`/topic/contacts`): an updated
 * contact replaces its row and its card; a created or removed one reloads the pages, since where
 * it lands (by name, under the filter and group shown) is the server's to say. Group changes
 * reload the groups.
 */
export function useContactEvents(): void {
  const queryClient = useQueryClient();
  useTopic('contacts', (event) => {
    if (event.entity === 'contact_group') {
      void queryClient.invalidateQueries({ queryKey: contactGroupKeys.all });
      return;
    }
    if (event.action === 'UPDATE') {
      const parsed = contactSchema.safeParse(event.data);
      if (parsed.success) {
        const contact = parsed.data;
        queryClient.setQueriesData<Paged<Contact>>({ queryKey: contactKeys.pages }, (page) =>
          page ? withUpdated(page, contact) : page,
        );
        queryClient.setQueryData(contactKeys.contact(contact.id), contact);
        return;
      }
    }
    void queryClient.invalidateQueries({ queryKey: contactKeys.pages });
    if (event.action === 'DELETE')
      void queryClient.invalidateQueries({ queryKey: contactKeys.contact(event.data.id) });
  });
}
