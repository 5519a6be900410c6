import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundContact } from '@newsroom/domain';
import { useDebouncedValue } from '../../../shared/components/useDebouncedValue';
import { contactKeys, fetchContactPage } from '../../contacts/api/contactsApi';

/** Contacts shown while the user types; more words narrow them. */
const FOUND_SIZE = 10;

/** Props of {@link ContactsSelect}, a form control. */
export interface ContactsSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The contacts already named, as the institution shows them. */
  known: readonly RoundContact[];
  disabled?: boolean;
}

/**
 * The address-book contacts of an institution: chosen by searching the address book as one types
 * (two characters or more: words of name, profession, company, e-mail or number).
 */
export function ContactsSelect({ value = [], onChange, known, disabled }: ContactsSelectProps) {
  const { t } = useTranslation('rounds');
  const [words, setWords] = useState('');
  const filter = useDebouncedValue(words.trim(), 250);
  const query = { filter, page: 0, size: FOUND_SIZE };
  const found = useQuery({
    queryKey: contactKeys.page(query),
    queryFn: () => fetchContactPage(query),
    enabled: filter.length >= 2,
  });
  // Names of the contacts picked here, beside the ones the institution came with.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(
    () => new Map(known.map((contact) => [contact.id, contact.name])),
  );
  const hits = filter.length >= 2 ? (found.data?.data ?? []) : [];
  const labelOf = (id: number) => picked.get(id) ?? t('institutions.form.hiddenContact');
  const options = [
    ...value.map((id) => ({ value: id, label: labelOf(id) })),
    ...hits
      .filter((contact) => !value.includes(contact.id))
      .map((contact) => ({
        value: contact.id,
        label: [contact.name, contact.company].filter(Boolean).join(' · '),
      })),
  ];
  return (
    <Select<number[]>
      mode="multiple"
      value={value}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setWords, searchValue: words }}
      placeholder={t('institutions.form.contactsPlaceholder')}
      notFoundContent={found.isFetching ? <Spin size="small" /> : null}
      options={options}
      onChange={(ids) => {
        const names = new Map(picked);
        for (const contact of hits)
          if (ids.includes(contact.id)) names.set(contact.id, contact.name);
        setPicked(names);
        setWords('');
        onChange?.(ids);
      }}
      data-testid="round-institution-form-contacts"
    />
  );
}
