import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@newsroom/domain';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { useContactGroups } from '../hooks/useContactLookups';

/** Every field of a contact: numbers to call, e-mails to write, address, groups and notes. */
export function ContactDetails({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contact');
  const groups = useContactGroups();
  const groupNames = new Map((groups.data ?? []).map((group) => [group.id, group.name]));
  const items = [
    { key: 'profession', label: t('fields.profession'), children: contact.profession },
    { key: 'company', label: t('fields.company'), children: contact.company },
    {
      key: 'numbers',
      label: t('fields.numbers'),
      children: contact.numbers.length > 0 && (
        <Space orientation="vertical" size={0}>
          {contact.numbers.map((number) => (
            <span key={number.value} data-testid="contact-number">
              <Typography.Link href={`tel:${number.value}`}>{number.formatted}</Typography.Link>{' '}
              <Typography.Text type="secondary">{t(`labels.${number.label}`)}</Typography.Text>
            </span>
          ))}
        </Space>
      ),
    },
    {
      key: 'emails',
      label: t('fields.emails'),
      children: contact.emails.length > 0 && (
        <Space orientation="vertical" size={0}>
          {contact.emails.map((email) => (
            <Typography.Link key={email} href={`mailto:${email}`} data-testid="contact-email">
              {email}
            </Typography.Link>
          ))}
        </Space>
      ),
    },
    { key: 'address', label: t('fields.address'), children: contact.address },
    {
      key: 'groups',
      label: t('fields.groups'),
      children: contact.groupIds.length > 0 && (
        <span data-testid="contact-groups">
          {contact.groupIds.map((id) => (
            <Tag key={id}>{groupNames.get(id) ?? `#${id}`}</Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'info',
      label: t('fields.info'),
      children: contact.info && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {contact.info}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'updatedAt',
      label: t('fields.updatedAt'),
      children: formatDateTime(new Date(contact.updatedAt), currentLocale()),
    },
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={items.filter((item) => item.children)}
      data-testid="contact-details"
    />
  );
}
