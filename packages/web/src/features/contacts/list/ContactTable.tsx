import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Contact, Paged } from '@newsroom/domain';
import { PagedTable } from '../../../shared/components';
import { contactWork } from './contactWork';

/** How many numbers a row shows; the card shows them all. */
const NUMBERS_SHOWN = 2;

/** Props of {@link ContactTable}. */
export interface ContactTableProps {
  result?: Paged<Contact>;
  isFetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onView: (contact: Contact) => void;
}

/** One page of the address book: name, profession and company, the first numbers. */
export function ContactTable({
  result,
  isFetching,
  page,
  onPageChange,
  onView,
}: ContactTableProps) {
  const { t } = useTranslation('contact');
  const columns: TableColumnsType<Contact> = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, contact) => (
        <Space size={4}>
          <Typography.Link onClick={() => onView(contact)} data-testid="contact-row-name">
            {contact.name}
          </Typography.Link>
          {contact.isPrivate && <LockOutlined aria-label={t('private')} />}
        </Space>
      ),
    },
    {
      key: 'work',
      title: t('columns.work'),
      render: (_, contact) => contactWork(contact),
    },
    {
      key: 'numbers',
      title: t('fields.numbers'),
      render: (_, contact) => (
        <Space size={4} wrap>
          {contact.numbers.slice(0, NUMBERS_SHOWN).map((number) => (
            <Tag key={number.value} data-testid="contact-row-number">
              {number.formatted}
            </Tag>
          ))}
          {contact.numbers.length > NUMBERS_SHOWN && (
            <Typography.Text type="secondary">
              +{contact.numbers.length - NUMBERS_SHOWN}
            </Typography.Text>
          )}
        </Space>
      ),
    },
  ];
  return (
    <PagedTable<Contact>
      columns={columns}
      page={page}
      onPageChange={onPageChange}
      result={result}
      isFetching={isFetching}
      rowAttributes={(contact) => ({ 'data-testid': 'contact-row', 'data-id': contact.id })}
      data-testid="contacts-table"
    />
  );
}
