import { Button, Card, Col, Input, Row, Select, Space, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NUMBER_LABELS, type GuideContact } from '@newsroom/domain';
import type { FieldErrors } from './editableAssignment';
import { Field } from '../../../shared/forms';
import { EditableList } from '../../../shared/documentEditor';
import { SaveToAddressBook } from './SaveToAddressBook';

/** Props of {@link ContactEditor}. */
export interface ContactEditorProps {
  contact: GuideContact;
  onChange: (contact: GuideContact) => void;
  onRemove: () => void;
  /** Errors by path, `prefix` being this contact's path (`guides.0.contacts.1`). */
  errors: FieldErrors;
  prefix: string;
  disabled?: boolean;
}

/**
 * One contact of a guide: name, profession, numbers with labels, e-mails, address, info; linked to
 * the address-book contact it was picked from, or saved there from here.
 */
export function ContactEditor({
  contact,
  onChange,
  onRemove,
  errors,
  prefix,
  disabled,
}: ContactEditorProps) {
  const { t } = useTranslation('assignment');
  const set = (fields: Partial<GuideContact>) => onChange({ ...contact, ...fields });
  return (
    <Card
      size="small"
      className="nrcs-assignment-contact-editor"
      data-testid="guide-contact"
      extra={
        <Space size="small">
          {contact.contactId ? (
            <Tag color="cyan" data-testid="contact-linked">
              {t('contact.linked')}
            </Tag>
          ) : (
            <SaveToAddressBook
              contact={contact}
              onLinked={(contactId) => set({ contactId })}
              disabled={disabled}
            />
          )}
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('contact.remove')}
            data-testid="contact-remove"
          />
        </Space>
      }
    >
      <Row gutter={8}>
        <Col xs={24} md={12}>
          <Field label={t('contact.name')} error={errors[`${prefix}.name`]} isRequired>
            <Input
              value={contact.name}
              maxLength={200}
              disabled={disabled}
              onChange={(e) => set({ name: e.target.value })}
              data-testid="contact-name"
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field label={t('contact.profession')} error={errors[`${prefix}.profession`]}>
            <Input
              value={contact.profession}
              maxLength={200}
              disabled={disabled}
              onChange={(e) => set({ profession: e.target.value })}
              data-testid="contact-profession"
            />
          </Field>
        </Col>
      </Row>
      <Field label={t('contact.numbers')}>
        <EditableList
          items={contact.numbers}
          onChange={(numbers) => set({ numbers })}
          newItem={() => ({ value: '', label: 'cell_phone' as const })}
          renderItem={(number, change, index) => (
            <>
              <Select
                value={number.label}
                style={{ width: 150 }}
                disabled={disabled}
                aria-label={t('contact.numberLabel')}
                options={NUMBER_LABELS.map((label) => ({
                  value: label,
                  label: t(`numberLabels.${label}`),
                }))}
                onChange={(label) => change({ ...number, label })}
                data-testid="contact-number-label"
              />
              <Input
                value={number.value}
                maxLength={40}
                disabled={disabled}
                status={errors[`${prefix}.numbers.${index}.value`] ? 'error' : undefined}
                onChange={(e) => change({ ...number, value: e.target.value })}
                data-testid="contact-number"
              />
            </>
          )}
          removeLabel={t('contact.removeNumber')}
          addLabel={t('contact.addNumber')}
          addTestId="contact-add-number"
          disabled={disabled}
        />
      </Field>
      <Field label={t('contact.emails')}>
        <EditableList
          items={contact.emails}
          onChange={(emails) => set({ emails })}
          newItem={() => ''}
          renderItem={(email, change, index) => (
            <Input
              type="email"
              value={email}
              disabled={disabled}
              status={errors[`${prefix}.emails.${index}`] ? 'error' : undefined}
              onChange={(e) => change(e.target.value)}
              data-testid="contact-email"
            />
          )}
          removeLabel={t('contact.removeEmail')}
          addLabel={t('contact.addEmail')}
          addTestId="contact-add-email"
          disabled={disabled}
        />
      </Field>
      <Row gutter={8}>
        <Col xs={24} md={12}>
          <Field label={t('contact.address')}>
            <Input
              value={contact.address}
              maxLength={200}
              disabled={disabled}
              onChange={(e) => set({ address: e.target.value })}
              data-testid="contact-address"
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field label={t('contact.info')}>
            <Input.TextArea
              value={contact.info}
              autoSize={{ minRows: 1 }}
              disabled={disabled}
              onChange={(e) => set({ info: e.target.value })}
              data-testid="contact-info"
            />
          </Field>
        </Col>
      </Row>
    </Card>
  );
}
