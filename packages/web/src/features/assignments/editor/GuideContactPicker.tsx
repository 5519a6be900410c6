import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GuideContact } from '@newsroom/domain';
import { abilityOf, useAuth } from '../../auth';
import { contactKeys, fetchContactPage } from '../../contacts/api/contactsApi';
import { useDebouncedValue } from '../../../shared/components/useDebouncedValue';
import { guideContactOf } from './editableAssignment';

/** Names shown while the user types; more words narrow them. */
const PICKER_SIZE = 10;

/** Props of {@link GuideContactPicker}. */
export interface GuideContactPickerProps {
  onPick: (contact: GuideContact) => void;
  disabled?: boolean;
}

/**
 * Finds a contact of the address book as the user types (two characters or more: words of name,
 * profession, company, e-mail or number) and hands the guide a linked copy of it. Shown only to
 * users who may read the address book.
 */
export function GuideContactPicker({ onPick, disabled }: GuideContactPickerProps) {
  const { t } = useTranslation('assignment');
  const { me } = useAuth();
  const [words, setWords] = useState('');
  const filter = useDebouncedValue(words.trim(), 250);
  const query = { filter, page: 0, size: PICKER_SIZE };
  const canRead = me !== null && abilityOf(me, 'contact') !== 'none';
  const found = useQuery({
    queryKey: contactKeys.page(query),
    queryFn: () => fetchContactPage(query),
    enabled: canRead && filter.length >= 2,
  });
  if (!canRead) return null;
  const contacts = filter.length >= 2 ? (found.data?.data ?? []) : [];
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setWords, searchValue: words }}
      value={null}
      placeholder={t('guide.pickContact')}
      aria-label={t('guide.pickContact')}
      disabled={disabled}
      style={{ minWidth: 280 }}
      notFoundContent={
        found.isFetching ? <Spin size="small" /> : filter.length >= 2 ? t('guide.noContact') : null
      }
      options={contacts.map((c) => ({
        value: c.id,
        label: [c.name, c.profession, c.company].filter(Boolean).join(' · '),
      }))}
      onChange={(id) => {
        const contact = contacts.find((c) => c.id === id);
        if (contact) onPick(guideContactOf(contact));
        setWords('');
      }}
      data-testid="guide-contact-picker"
    />
  );
}
