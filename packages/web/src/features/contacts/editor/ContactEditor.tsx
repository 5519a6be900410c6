import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  contactInputSchema,
  countryOfLocale,
  FALLBACK_COUNTRY,
  type Contact,
} from '@newsroom/domain';
import { AdminFormModal } from '../../../shared/admin';
import { schemaRule } from '../../../shared/forms';
import { currentLocale } from '../../../shared/i18n';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { useContactGroups, useNumberLookups } from '../hooks/useContactLookups';
import { contactInputOf, formValuesOf, type ContactFormValues } from './contactForm';
import { countryOptions } from './countryOptions';
import { DuplicateChoice } from './DuplicateChoice';
import { EmailsList } from './EmailsList';
import { NumbersList } from './NumbersList';
import { useContactSave } from './useContactSave';

/** Props of {@link ContactEditor}. */
export interface ContactEditorProps {
  /** The contact to edit; null for a new one. */
  contact: Contact | null;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
  /** Shows the contact the address book already had (after a duplicate). */
  onOpenExisting: (id: number) => void;
}

/**
 * Creates or edits a contact of the address book (spec 3 §3): name, profession, company,
 * numbers (label, country), e-mails, address, country, groups, info and privacy. The server
 * reads and checks the numbers; what it refuses shows beside the field.
 */
export function ContactEditor({ contact, onClose, onSaved, onOpenExisting }: ContactEditorProps) {
  const { t } = useTranslation('contact');
  const { me } = useAuth();
  const [form] = Form.useForm<ContactFormValues>();
  const branch = useBranchConfig();
  const groups = useContactGroups();
  const { countries, labels } = useNumberLookups();
  const { submit, isSaving, duplicate, keepBoth, dismissDuplicate } = useContactSave({
    contact,
    form,
    onSaved,
  });
  const locale = currentLocale();
  const options = countryOptions(countries.data ?? [], locale);
  // The server reads a number without a country in the contact's, else the branch's.
  const branchCountry = branch.data ? countryOfLocale(branch.data.locale) : null;
  const defaultCountry =
    options.find((option) => option.value === (branchCountry ?? FALLBACK_COUNTRY))?.label ?? '';
  // Only its owner makes a contact private or public.
  const canShare = contact === null || contact.ownerId === me?.id;

  return (
    <AdminFormModal<ContactFormValues>
      form={form}
      title={contact ? t('editor.editTitle', { name: contact.name }) : t('editor.newTitle')}
      width={820}
      canEdit
      saving={isSaving}
      testId="contact-form"
      onClose={onClose}
      initialValues={formValuesOf(contact)}
      onFinish={(values) => submit(contactInputOf(values))}
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('fields.name')}
            rules={[
              { required: true, whitespace: true, message: t('validation:required') },
              schemaRule(contactInputSchema.shape.name, t),
            ]}
          >
            <Input maxLength={CONTACT_LIMITS.short} data-testid="contact-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="groupIds" label={t('fields.groups')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              loading={groups.isPending}
              options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
              data-testid="contact-form-groups"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="profession" label={t('fields.profession')}>
            <Input maxLength={CONTACT_LIMITS.short} data-testid="contact-form-profession" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company" label={t('fields.company')}>
            <Input maxLength={CONTACT_LIMITS.short} data-testid="contact-form-company" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('fields.numbers')}>
        <NumbersList
          labels={labels.data ?? []}
          countries={options}
          defaultCountryText={defaultCountry}
        />
      </Form.Item>
      <Form.Item label={t('fields.emails')}>
        <EmailsList />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <Form.Item name="address" label={t('fields.address')}>
            <Input maxLength={CONTACT_LIMITS.short} data-testid="contact-form-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="country" label={t('fields.country')} extra={t('editor.countryHint')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={defaultCountry}
              options={options}
              data-testid="contact-form-country"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="info" label={t('fields.info')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={CONTACT_LIMITS.text}
          data-testid="contact-form-info"
        />
      </Form.Item>
      <Form.Item
        name="isPrivate"
        valuePropName="checked"
        extra={canShare ? undefined : t('onlyOwnerShares')}
      >
        <Checkbox disabled={!canShare} data-testid="contact-form-private">
          {t('editor.private')}
        </Checkbox>
      </Form.Item>
      <DuplicateChoice
        open={duplicate !== null}
        onKeepBoth={keepBoth}
        onOpenExisting={() => {
          if (duplicate) onOpenExisting(duplicate.existingId);
          dismissDuplicate();
        }}
        onCancel={dismissDuplicate}
      />
    </AdminFormModal>
  );
}
