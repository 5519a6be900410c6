import type { ReactNode } from 'react';
import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_LIMITS, DOCUMENT_STATES, type DocumentState } from '@newsroom/domain';
import { LookupSelect } from '../../../shared/forms';
import type { GuidelineLookups } from '../hooks/useGuidelineLookups';
import {
  headerFieldsFor,
  type EditableAssignment,
  type FieldErrors,
  type HeaderField,
} from './editableAssignment';
import { Field } from '../../../shared/forms';

/** Props of {@link HeaderFieldsForm}. */
export interface HeaderFieldsFormProps {
  value: EditableAssignment;
  onChange: (fields: Partial<EditableAssignment>) => void;
  lookups: GuidelineLookups;
  errors: FieldErrors;
  disabled?: boolean;
}

/**
 * The guideline's header fields, those the configuration enables (spec 2 §3): slug (upper case),
 * date, state, type, branch, team, cameraman, producers, reporters, editors, programs
 * (accessible ones), editorials, vehicles, classification.
 */
export function HeaderFieldsForm({
  value,
  onChange,
  lookups,
  errors,
  disabled,
}: HeaderFieldsFormProps) {
  const { t } = useTranslation('assignment');
  const fields = headerFieldsFor(lookups.assignmentConfig, lookups.documentConfig);
  const typeOptions = lookups.types.map((type) => ({
    id: type.id,
    name: `${type.abbreviation} — ${type.name}`,
  }));
  const programOptions = [
    ...lookups.accessiblePrograms,
    // Programs already chosen stay named even when the user may not pick them.
    ...lookups.programs.filter(
      (p) =>
        value.programsIds.includes(p.id) && !lookups.accessiblePrograms.some((a) => a.id === p.id),
    ),
  ];

  const render: Record<HeaderField, () => ReactNode> = {
    slug: () => (
      <Field label={t('fields.slug')} error={errors.slug} isRequired>
        <Input
          value={value.slug}
          maxLength={ASSIGNMENT_LIMITS.slug}
          disabled={disabled}
          onChange={(e) => onChange({ slug: e.target.value.toUpperCase() })}
          data-testid="guideline-slug"
        />
      </Field>
    ),
    date: () => (
      <Field label={t('fields.date')} error={errors.date} isRequired>
        <Input
          type="date"
          value={value.date}
          disabled={disabled}
          onChange={(e) => onChange({ date: e.target.value })}
          data-testid="guideline-date"
        />
      </Field>
    ),
    state: () => (
      <Field label={t('fields.state')} error={errors.state}>
        <Select<DocumentState>
          value={value.state}
          disabled={disabled}
          onChange={(state) => onChange({ state })}
          options={DOCUMENT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
          data-testid="guideline-state-select"
        />
      </Field>
    ),
    type: () => (
      <Field label={t('fields.type')} error={errors.typeId}>
        <LookupSelect
          options={typeOptions}
          value={value.typeId}
          disabled={disabled}
          onChange={(typeId) => onChange({ typeId })}
          testId="guideline-type"
        />
      </Field>
    ),
    branch: () => (
      <Field label={t('fields.branch')} error={errors.branchId}>
        <LookupSelect
          options={lookups.branches}
          value={value.branchId}
          disabled={disabled}
          onChange={(branchId) => onChange({ branchId })}
          testId="guideline-branch"
        />
      </Field>
    ),
    team: () => (
      <Field label={t('fields.team')} error={errors.teamId}>
        <LookupSelect
          options={lookups.teams}
          value={value.teamId}
          disabled={disabled}
          onChange={(teamId) => onChange({ teamId })}
          testId="guideline-team"
        />
      </Field>
    ),
    cameraman: () => (
      <Field label={t('fields.cameraman')} error={errors.cameraman}>
        <Input
          value={value.cameraman}
          maxLength={ASSIGNMENT_LIMITS.cameraman}
          disabled={disabled}
          onChange={(e) => onChange({ cameraman: e.target.value })}
          data-testid="guideline-cameraman"
        />
      </Field>
    ),
    producers: () => (
      <Field label={t('fields.producers')} error={errors.producersIds}>
        <LookupSelect
          isMultiple
          options={lookups.producers}
          value={value.producersIds}
          disabled={disabled}
          onChange={(producersIds) => onChange({ producersIds })}
          testId="guideline-producers"
        />
      </Field>
    ),
    reporters: () => (
      <Field label={t('fields.reporters')} error={errors.reportersIds}>
        <LookupSelect
          isMultiple
          options={lookups.reporters}
          value={value.reportersIds}
          disabled={disabled}
          onChange={(reportersIds) => onChange({ reportersIds })}
          testId="guideline-reporters"
        />
      </Field>
    ),
    editors: () => (
      <Field label={t('fields.editors')} error={errors.editorsIds}>
        <LookupSelect
          isMultiple
          options={lookups.editors}
          value={value.editorsIds}
          disabled={disabled}
          onChange={(editorsIds) => onChange({ editorsIds })}
          testId="guideline-editors"
        />
      </Field>
    ),
    programs: () => (
      <Field label={t('fields.programs')} error={errors.programsIds}>
        <LookupSelect
          isMultiple
          options={programOptions}
          value={value.programsIds}
          disabled={disabled}
          placeholder={t('drawer')}
          onChange={(programsIds) => onChange({ programsIds })}
          testId="guideline-programs"
        />
      </Field>
    ),
    editorials: () => (
      <Field label={t('fields.editorials')} error={errors.editorialsIds}>
        <LookupSelect
          isMultiple
          options={lookups.editorials}
          value={value.editorialsIds}
          disabled={disabled}
          onChange={(editorialsIds) => onChange({ editorialsIds })}
          testId="guideline-editorials"
        />
      </Field>
    ),
    vehicles: () => (
      <Field label={t('fields.vehicles')} error={errors.vehiclesIds}>
        <LookupSelect
          isMultiple
          options={lookups.vehicles}
          value={value.vehiclesIds}
          disabled={disabled}
          onChange={(vehiclesIds) => onChange({ vehiclesIds })}
          testId="guideline-vehicles"
        />
      </Field>
    ),
    classification: () => (
      <Field label={t('fields.classification')} error={errors.classificationId}>
        <LookupSelect
          options={lookups.classifications}
          value={value.classificationId}
          disabled={disabled}
          onChange={(classificationId) => onChange({ classificationId })}
          testId="guideline-classification"
        />
      </Field>
    ),
  };

  return (
    <Row gutter={12} data-testid="guideline-header-fields" data-fields={fields.join(' ')}>
      {fields.map((field) => (
        <Col key={field} xs={24} md={field === 'slug' ? 12 : 6} data-field={field}>
          {render[field]()}
        </Col>
      ))}
    </Row>
  );
}
