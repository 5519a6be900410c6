import { useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelAtLeast, type Contact } from '@newsroom/domain';
import { DocumentViewerDrawer } from '../../../shared/documentViewer';
import { usePrintOptions } from '../../../shared/print';
import { abilityOf, useAuth } from '../../auth';
import { ContactEditor } from '../editor/ContactEditor';
import { ContactGroupsDrawer } from '../groups/ContactGroupsDrawer';
import { useContactEvents } from '../hooks/useContactEvents';
import { ContactsToolbar } from '../list/ContactsToolbar';
import { ContactTable } from '../list/ContactTable';
import { useContactList } from '../list/useContactList';
import { ContactViewer } from '../viewer/ContactViewer';

/**
 * The contacts area (`/main?area=contacts`, issue 18): the address book searched as one types and
 * filtered by group, 25 a page, live for every browser; a name opens the contact's card in the side
 * drawer. Writers create, edit and remove contacts; contact administrators manage the groups.
 */
export function ContactsPage() {
  const { t } = useTranslation('contact');
  const { me } = useAuth();
  const level = me ? abilityOf(me, 'contact') : 'none';
  const canWrite = levelAtLeast(level, 'write');
  const isAdmin = levelAtLeast(level, 'admin');
  const contacts = useContactList();
  const [viewed, setViewed] = useState<number | null>(null);
  // Nothing, a new contact (null) or the contact edited.
  const [editing, setEditing] = useState<{ contact: Contact | null } | null>(null);
  const [isManagingGroups, setIsManagingGroups] = useState(false);
  useContactEvents();
  const printOptions = usePrintOptions();

  const handlePrint = () =>
    printOptions.print(
      'contacts',
      { filter: contacts.query.filter, groupId: contacts.query.groupId },
      ['fontSize'],
    );

  return (
    <Card title={t('title')} data-testid="contacts-page">
      <Flex vertical gap="middle">
        <ContactsToolbar
          text={contacts.text}
          onTextChange={contacts.setText}
          groupId={contacts.query.groupId}
          onGroupChange={contacts.setGroupId}
          onCreate={canWrite ? () => setEditing({ contact: null }) : undefined}
          onPrint={handlePrint}
          onManageGroups={isAdmin ? () => setIsManagingGroups(true) : undefined}
        />
        <ContactTable
          result={contacts.list.data}
          isFetching={contacts.list.isFetching}
          page={contacts.query.page}
          onPageChange={contacts.setPage}
          onView={(contact) => setViewed(contact.id)}
        />
        {contacts.list.isError && (
          <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>
        )}
      </Flex>
      <DocumentViewerDrawer
        origin="contact"
        id={viewed}
        open={viewed !== null}
        onClose={() => setViewed(null)}
        title={t('viewer.title')}
        viewers={{
          contact: (id) => (
            <ContactViewer
              contactId={id}
              onEdit={(contact) => setEditing({ contact })}
              onRemoved={() => setViewed(null)}
            />
          ),
        }}
      />
      {editing && (
        <ContactEditor
          contact={editing.contact}
          onClose={() => setEditing(null)}
          onSaved={(contact) => {
            setEditing(null);
            setViewed(contact.id);
          }}
          onOpenExisting={(id) => {
            setEditing(null);
            setViewed(id);
          }}
        />
      )}
      <ContactGroupsDrawer open={isManagingGroups} onClose={() => setIsManagingGroups(false)} />
      {printOptions.dialog}
    </Card>
  );
}
