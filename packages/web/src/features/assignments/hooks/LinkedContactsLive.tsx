import { useQueryClient, type Query } from '@tanstack/react-query';
import { linkedContactIds, type Assignment } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { assignmentKeys } from '../api/assignmentsApi';

/** Whether a cached day list names the contact in one of its guidelines' guides. */
function linksContact(query: Query, contactId: number): boolean {
  const day = (query.state.data as readonly Assignment[] | undefined) ?? [];
  return day.some((a) => linkedContactIds(a.guides).includes(contactId));
}

/**
 * Reloads the day lists whose guidelines' guides link an address-book contact that changed or
 * left the address book (`contacts` topic), so a corrected number shows in every guide at once
 * (an open editor keeps what its user is typing). Render it only for users who may read
 * contacts (the server refuses the topic to others).
 */
export function LinkedContactsLive() {
  const queryClient = useQueryClient();
  useTopic('contacts', (event) => {
    if (event.entity !== 'contact' || event.action === 'CREATE') return;
    const contactId = Number(event.id);
    void queryClient.invalidateQueries({
      queryKey: assignmentKeys.days,
      predicate: (query) => linksContact(query, contactId),
    });
  });
  return null;
}
