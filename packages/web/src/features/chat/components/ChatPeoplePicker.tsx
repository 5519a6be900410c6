import { useState } from 'react';
import { Button, Flex, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchActiveUserOptions, ACTIVE_USER_OPTIONS_KEY } from '../../users';

/** Props of {@link ChatPeoplePicker}. */
export interface ChatPeoplePickerProps {
  /** People not offered (the caller, members already in). */
  exclude: readonly number[];
  /** Ask a name when more than one person is chosen (a new group). */
  asksName: boolean;
  submitLabel: string;
  onSubmit: (userIds: number[], name: string | undefined) => void;
  busy?: boolean;
}

/** Picks colleagues by name or nickname, for a new chat or to add to one. */
export function ChatPeoplePicker({
  exclude,
  asksName,
  submitLabel,
  onSubmit,
  busy,
}: ChatPeoplePickerProps) {
  const { t } = useTranslation();
  const [userIds, setUserIds] = useState<number[]>([]);
  const [name, setName] = useState('');
  const { data: users = [], isLoading } = useQuery({
    queryKey: ACTIVE_USER_OPTIONS_KEY,
    queryFn: fetchActiveUserOptions,
    staleTime: 60_000,
  });
  const options = users
    .filter((user) => !exclude.includes(user.id))
    .map((user) => ({ value: user.id, label: `${user.name} (@${user.nickname})` }));
  return (
    <Flex vertical gap="small" className="nrcs-chat-people">
      <Select
        mode="multiple"
        value={userIds}
        onChange={setUserIds}
        options={options}
        loading={isLoading}
        optionFilterProp="label"
        placeholder={t('chat:people.placeholder')}
        aria-label={t('chat:people.placeholder')}
        data-testid="chat-people"
      />
      {asksName && userIds.length > 1 && (
        <Input
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('chat:people.groupName')}
          aria-label={t('chat:people.groupName')}
        />
      )}
      <Button
        type="primary"
        disabled={userIds.length === 0}
        loading={busy}
        data-testid="chat-people-submit"
        onClick={() => onSubmit(userIds, name.trim() || undefined)}
      >
        {submitLabel}
      </Button>
    </Flex>
  );
}
