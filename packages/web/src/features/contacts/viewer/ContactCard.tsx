import { Space, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@newsroom/domain';
import { DeleteButton } from '../../../shared/components';
import {
  DocumentViewerCard,
  ViewerCloseButton,
  ViewerEditButton,
} from '../../../shared/documentViewer';
import { useMessage } from '../../../shared/notifications';
import { canWriteIn, useAuth } from '../../auth';
import { contactKeys, fetchContactUsage, removeContact } from '../api/contactsApi';
import { ContactDetails } from './ContactDetails';

/** Props of {@link ContactCard}. */
export interface ContactCardProps {
  contact: Contact;
  /** Opens the editor; shown to users who may write contacts. */
  onEdit?: (contact: Contact) => void;
  /** After the contact went to the trash. */
  onRemoved?: () => void;
  onClose?: () => void;
}

/**
 * A contact's card (spec 3 §3): every field, how many guidelines name it, and for writers Edit
 * and Remove (to the trash, after confirming).
 */
export function ContactCard({ contact, onEdit, onRemoved, onClose }: ContactCardProps) {
  const { t } = useTranslation('contact');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const canWrite = canWriteIn(me, 'contact') && !contact.excluded;
  const usage = useQuery({
    queryKey: contactKeys.usage(contact.id),
    queryFn: () => fetchContactUsage(contact.id),
    meta: { isSilent: true },
  });
  const remove = useMutation({
    mutationFn: () => removeContact(contact.id),
    meta: { failureKind: 'delete' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.pages });
      void queryClient.invalidateQueries({ queryKey: contactKeys.contact(contact.id) });
      void message.success({ content: t('viewer.removed'), key: 'contact-removed' });
      onRemoved?.();
    },
  });

  const actions = (
    <>
      {canWrite && onEdit && (
        <ViewerEditButton
          label={t('viewer.edit')}
          onClick={() => onEdit(contact)}
          testId="contact-edit"
        />
      )}
      {canWrite && (
        <DeleteButton
          confirmTitle={t('viewer.removeConfirm', { name: contact.name })}
          label={t('viewer.remove')}
          onConfirm={() => remove.mutate()}
          isBusy={remove.isPending}
          testId="contact-remove"
          confirmTestId="contact-remove-confirm"
          hasTooltip
        />
      )}
      {onClose && (
        <ViewerCloseButton label={t('viewer.close')} onClick={onClose} testId="contact-close" />
      )}
    </>
  );

  return (
    <DocumentViewerCard
      testId="contact-card"
      documentId={contact.id}
      title={
        <Space size={4} wrap>
          <span data-testid="contact-name">{contact.name}</span>
          {contact.isPrivate && (
            <Tag icon={<LockOutlined />} data-testid="contact-private">
              {t('private')}
            </Tag>
          )}
          {contact.excluded && <Tag color="red">{t('viewer.inTrash')}</Tag>}
        </Space>
      }
      actions={actions}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {usage.data !== undefined && (
          <Typography.Text type="secondary" data-testid="contact-usage">
            {t('viewer.usage', { count: usage.data })}
          </Typography.Text>
        )}
        <ContactDetails contact={contact} />
      </Space>
    </DocumentViewerCard>
  );
}
