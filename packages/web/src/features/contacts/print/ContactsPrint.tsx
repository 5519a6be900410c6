import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, type Contact } from '@newsroom/domain';
import { PrintedDocument, type PrintPageProps } from '../../../shared/documents/PrintedDocument';
import { currentLocale, formatDate, formatDateTime } from '../../../shared/i18n';
import { contactKeys, fetchContactPage, type ContactListQuery } from '../api/contactsApi';
import { contactWork } from '../list/contactWork';

/** The list query a print link names: `{ filter, groupId }`, the first MAX_PAGE_SIZE contacts. */
function printedQuery(params: Record<string, unknown>): ContactListQuery {
  return {
    filter: typeof params.filter === 'string' ? params.filter : '',
    groupId: typeof params.groupId === 'number' ? params.groupId : undefined,
    page: 0,
    size: MAX_PAGE_SIZE,
  };
}

/**
 * The address book for paper (print type `contacts`): the list as filtered on screen, with every
 * number and e-mail. Print options: `{ filter, groupId }`.
 */
export function ContactsPrint({ params }: PrintPageProps) {
  const { t } = useTranslation('contact');
  const query = printedQuery(params);
  const columns: TableColumnsType<Contact> = [
    { key: 'name', title: t('fields.name'), dataIndex: 'name' },
    {
      key: 'work',
      title: t('columns.work'),
      render: (_, contact) => contactWork(contact),
    },
    {
      key: 'numbers',
      title: t('fields.numbers'),
      render: (_, contact) =>
        contact.numbers.map((number) => (
          <div key={number.value}>
            {number.formatted} ({t(`labels.${number.label}`)})
          </div>
        )),
    },
    {
      key: 'emails',
      title: t('fields.emails'),
      render: (_, contact) => contact.emails.map((email) => <div key={email}>{email}</div>),
    },
  ];
  return (
    <PrintedDocument
      namespace="contact"
      query={{ queryKey: contactKeys.page(query), queryFn: () => fetchContactPage(query) }}
      slugOf={() => formatDate(new Date(), currentLocale())}
      notFoundTestId="contacts-print-failed"
    >
      {(page) => (
        <div data-testid="contacts-print-page">
          <Typography.Title level={3}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('print.summary', {
              count: page.total,
              at: formatDateTime(new Date(), currentLocale()),
            })}
            {query.filter && ` · ${t('print.filter', { filter: query.filter })}`}
          </Typography.Paragraph>
          <Table<Contact>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={page.data}
            pagination={false}
          />
        </div>
      )}
    </PrintedDocument>
  );
}
