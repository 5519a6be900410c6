import { Button, Card, Col, Input, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NUMBER_LABELS, type GuideContact } from '@newsroom/domain';
import type { FieldErrors } from './editableAssignment';
import { Field } from '../../../shared/forms';

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

/** One contact of a guide: name, profession, numbers with labels, e-mails, address, info. */
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
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('contact.remove')}
          data-testid="contact-remove"
        />
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
        <Space orientation="vertical" style={{ width: '100%' }}>
          {contact.numbers.map((number, index) => (
            <Space.Compact key={index} style={{ width: '100%' }}>
              <Select
                value={number.label}
                style={{ width: 150 }}
                disabled={disabled}
                aria-label={t('contact.numberLabel')}
                options={NUMBER_LABELS.map((label) => ({
                  value: label,
                  label: t(`numberLabels.${label}`),
                }))}
                onChange={(label) =>
                  set({
                    numbers: contact.numbers.map((n, i) => (i === index ? { ...n, label } : n)),
                  })
                }
                data-testid="contact-number-label"
              />
              <Input
                value={number.value}
                maxLength={40}
                disabled={disabled}
                status={errors[`${prefix}.numbers.${index}.value`] ? 'error' : undefined}
                onChange={(e) =>
                  set({
                    numbers: contact.numbers.map((n, i) =>
                      i === index ? { ...n, value: e.target.value } : n,
                    ),
                  })
                }
                data-testid="contact-number"
              />
              <Button
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={t('contact.removeNumber')}
                onClick={() => set({ numbers: contact.numbers.filter((_, i) => i !== index) })}
              />
            </Space.Compact>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() =>
              set({ numbers: [...contact.numbers, { value: '', label: 'cell_phone' }] })
            }
            data-testid="contact-add-number"
          >
            {t('contact.addNumber')}
          </Button>
        </Space>
      </Field>
      <Field label={t('contact.emails')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {contact.emails.map((email, index) => (
            <Space.Compact key={index} style={{ width: '100%' }}>
              <Input
                type="email"
                value={email}
                disabled={disabled}
                status={errors[`${prefix}.emails.${index}`] ? 'error' : undefined}
                onChange={(e) =>
                  set({ emails: contact.emails.map((m, i) => (i === index ? e.target.value : m)) })
                }
                data-testid="contact-email"
              />
              <Button
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={t('contact.removeEmail')}
                onClick={() => set({ emails: contact.emails.filter((_, i) => i !== index) })}
              />
            </Space.Compact>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => set({ emails: [...contact.emails, ''] })}
            data-testid="contact-add-email"
          >
            {t('contact.addEmail')}
          </Button>
        </Space>
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
