import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../shared/components';
import { contactKeys, fetchContactPage, type ContactListQuery } from '../api/contactsApi';

/**
 * The address book's list: the search box's text (sent once typing pauses), the group filter and
 * the page; any filter change goes back to the first page.
 */
export function useContactList() {
  const [text, setText] = useState('');
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(0);
  const filter = useDebouncedValue(text.trim());
  const query: ContactListQuery = { filter, groupId, page };
  const list = useQuery({
    queryKey: contactKeys.page(query),
    queryFn: () => fetchContactPage(query),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  return {
    list,
    query,
    text,
    setText: (value: string) => {
      setText(value);
      setPage(0);
    },
    setGroupId: (value: number | undefined) => {
      setGroupId(value);
      setPage(0);
    },
    setPage,
  };
}
