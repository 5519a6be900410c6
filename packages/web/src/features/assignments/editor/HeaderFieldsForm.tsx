import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_LIMITS, DOCUMENT_STATES, type DocumentState } from '@newsroom/domain';
import {
  HeaderFields,
  sharedHeaderControls,
  type HeaderControl,
} from '../../../shared/documentEditor';
import type { AssignmentLookups } from '../hooks/useAssignmentLookups';
import { headerFieldsFor, type EditableAssignment, type HeaderField } from './editableAssignment';
import type { DocumentFormProps } from '../../../shared/documents/documentFormProps';

/** Props of {@link HeaderFieldsForm}. */
export type HeaderFieldsFormProps = DocumentFormProps<EditableAssignment, AssignmentLookups>;

/**
 * The assignment's header fields, those the configuration enables (spec 2 §3): slug (upper case),
 * date, state, type, branch, team, cameraman, producers, reporters, editors, programs
 * (accessible ones), editorials, vehicles, classification.
 */
export function HeaderFieldsForm({ value, lookups, ...form }: HeaderFieldsFormProps) {
  const { t } = useTranslation('assignment');
  const controls: Record<HeaderField, HeaderControl<EditableAssignment>> = {
    slug: { type: 'text', key: 'slug', maxLength: ASSIGNMENT_LIMITS.slug, isUpperCase: true },
    date: { type: 'date', key: 'date' },
    state: {
      type: 'custom',
      errorKey: 'state',
      render: (disabled) => (
        <Select<DocumentState>
          value={value.state}
          disabled={disabled}
          onChange={(state) => form.onChange({ state })}
          options={DOCUMENT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
          data-testid="assignment-state-select"
        />
      ),
    },
    type: {
      type: 'lookup',
      key: 'typeId',
      options: lookups.types.map((type) => ({
        id: type.id,
        name: `${type.abbreviation} — ${type.name}`,
      })),
    },
    team: { type: 'lookup', key: 'teamId', options: lookups.teams },
    cameraman: { type: 'text', key: 'cameraman', maxLength: ASSIGNMENT_LIMITS.cameraman },
    producers: { type: 'lookups', key: 'producersIds', options: lookups.producers },
    reporters: { type: 'lookups', key: 'reportersIds', options: lookups.reporters },
    editors: { type: 'lookups', key: 'editorsIds', options: lookups.editors },
    ...sharedHeaderControls(lookups, value, t('drawer')),
  };
  const fields = headerFieldsFor(lookups.assignmentConfig, lookups.documentConfig).map((name) => ({
    name,
    label: t(`fields.${name}`),
    isRequired: name === 'slug' || name === 'date',
    span: name === 'slug' ? 12 : 6,
    control: controls[name],
  }));
  return (
    <HeaderFields
      {...form}
      fields={fields}
      value={value}
      testIdPrefix="assignment"
      testId="assignment-header-fields"
    />
  );
}
