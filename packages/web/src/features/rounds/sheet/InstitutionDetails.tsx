import { Flex, Typography } from 'antd';
import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoundSheetEntry } from '@newsroom/domain';

/** Props of {@link InstitutionDetails}. */
export interface InstitutionDetailsProps {
  entry: RoundSheetEntry;
}

/** Whom a call rings: the institution's phone, its contacts with their numbers, what to ask. */
export function InstitutionDetails({ entry }: InstitutionDetailsProps) {
  const { t } = useTranslation('rounds');
  const { institution, contacts, round } = entry;
  return (
    <Flex vertical gap={2}>
      <Typography.Text data-testid={`round-call-${round.id}-phone`}>
        <PhoneOutlined /> {institution.phone || t('sheet.noPhone')}
        {institution.address && (
          <Typography.Text type="secondary"> · {institution.address}</Typography.Text>
        )}
      </Typography.Text>
      {contacts.map((contact) => (
        <Typography.Text key={contact.id} type="secondary">
          <UserOutlined /> {contact.name}
          {contact.numbers.length > 0 && ` · ${contact.numbers.join(' · ')}`}
        </Typography.Text>
      ))}
      {round.notes && (
        <Typography.Text italic>{t('sheet.ask', { notes: round.notes })}</Typography.Text>
      )}
    </Flex>
  );
}
