import { Button, Card, Col, Empty, Input, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Guide } from '@newsroom/domain';
import { ContactEditor } from './ContactEditor';
import { GuideContactPicker } from './GuideContactPicker';
import { emptyContact, emptyGuide, type FieldErrors } from './editableAssignment';
import { Field } from '../../../shared/forms';
import { LocationField } from '../../maps';
import { GuidePoint } from './GuidePoint';

/** Props of {@link GuidesEditor}. */
export interface GuidesEditorProps {
  guides: readonly Guide[];
  onChange: (guides: Guide[]) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/**
 * The guides of an assignment (spec 2 "Guides"): schedule date and time, interviewee, address,
 * observation and the contacts of each.
 */
export function GuidesEditor({ guides, onChange, errors, disabled }: GuidesEditorProps) {
  const { t } = useTranslation('assignment');
  const setGuide = (index: number, guide: Guide) =>
    onChange(guides.map((g, i) => (i === index ? guide : g)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {guides.length === 0 && <Empty description={t('guide.none')} />}
      {guides.map((guide, index) => {
        const prefix = `guides.${index}`;
        const set = (fields: Partial<Guide>) => setGuide(index, { ...guide, ...fields });
        return (
          <Card
            key={guide.id}
            size="small"
            title={t('guide.title', { number: index + 1 })}
            data-testid="guide-editor"
            extra={
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={t('guide.remove')}
                onClick={() => onChange(guides.filter((_, i) => i !== index))}
                data-testid="guide-remove"
              />
            }
          >
            <Row gutter={8}>
              <Col xs={12} md={6}>
                <Field label={t('guide.date')} error={errors[`${prefix}.scheduleDate`]}>
                  <Input
                    type="date"
                    value={guide.scheduleDate ?? ''}
                    disabled={disabled}
                    onChange={(e) => set({ scheduleDate: e.target.value || null })}
                    data-testid="guide-date"
                  />
                </Field>
              </Col>
              <Col xs={12} md={6}>
                <Field label={t('guide.time')} error={errors[`${prefix}.scheduleTime`]}>
                  <Input
                    type="time"
                    value={guide.scheduleTime?.slice(0, 5) ?? ''}
                    disabled={disabled}
                    onChange={(e) => set({ scheduleTime: e.target.value || null })}
                    data-testid="guide-time"
                  />
                </Field>
              </Col>
              <Col xs={24} md={12}>
                <Field label={t('guide.interviewee')} error={errors[`${prefix}.interviewee`]}>
                  <Input
                    value={guide.interviewee}
                    maxLength={200}
                    disabled={disabled}
                    onChange={(e) => set({ interviewee: e.target.value })}
                    data-testid="guide-interviewee"
                  />
                </Field>
              </Col>
            </Row>
            <Field label={t('guide.address')} error={errors[`${prefix}.address`]}>
              <LocationField
                value={guide.address}
                maxLength={200}
                disabled={disabled}
                onChange={(address) => set({ address })}
                onPick={({ label, latitude, longitude }) =>
                  set({ address: label, latitude, longitude })
                }
                testId="guide-address"
              />
              {guide.latitude !== null && guide.longitude !== null && (
                <GuidePoint
                  latitude={guide.latitude}
                  longitude={guide.longitude}
                  disabled={disabled}
                  onClear={() => set({ latitude: null, longitude: null })}
                />
              )}
            </Field>
            <Field label={t('guide.observation')} error={errors[`${prefix}.observation`]}>
              <Input.TextArea
                value={guide.observation}
                autoSize={{ minRows: 2 }}
                disabled={disabled}
                onChange={(e) => set({ observation: e.target.value })}
                data-testid="guide-observation"
              />
            </Field>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {guide.contacts.map((contact, contactIndex) => (
                <ContactEditor
                  key={contact.id}
                  contact={contact}
                  prefix={`${prefix}.contacts.${contactIndex}`}
                  errors={errors}
                  disabled={disabled}
                  onChange={(next) =>
                    set({ contacts: guide.contacts.map((c, i) => (i === contactIndex ? next : c)) })
                  }
                  onRemove={() =>
                    set({ contacts: guide.contacts.filter((_, i) => i !== contactIndex) })
                  }
                />
              ))}
              <Space wrap>
                <GuideContactPicker
                  disabled={disabled}
                  onPick={(contact) => set({ contacts: [...guide.contacts, contact] })}
                />
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  disabled={disabled}
                  onClick={() => set({ contacts: [...guide.contacts, emptyContact()] })}
                  data-testid="guide-add-contact"
                >
                  {t('guide.addContact')}
                </Button>
              </Space>
            </Space>
          </Card>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange([...guides, emptyGuide()])}
        data-testid="assignment-add-guide"
      >
        {t('guide.add')}
      </Button>
    </Space>
  );
}
