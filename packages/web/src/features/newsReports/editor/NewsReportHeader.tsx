import type { ReactNode } from 'react';
import { Col, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEWS_REPORT_LIMITS } from '@newsroom/domain';
import {
  headerFieldsFor,
  headerLayout,
  showsLead,
  type EditableNewsReport,
  type FieldErrors,
  type HeaderField,
} from './editableNewsReport';
import { Field } from '../../../shared/forms';
import { LookupSelect } from '../../../shared/forms';
import type { NewsReportLookups } from './useNewsReportLookups';

/** Props of {@link NewsReportHeader}. */
export interface NewsReportHeaderProps {
  value: EditableNewsReport;
  onChange: (fields: Partial<EditableNewsReport>) => void;
  lookups: NewsReportLookups;
  errors: FieldErrors;
  disabled?: boolean;
}

/**
 * The reportage's header (spec 2 §2): date, slug (upper case), reporter, programs (accessible
 * ones) and the fields the configuration enables, in one, two or three rows by their number; the
 * lead (subtitle) below when a chosen vehicle is a text vehicle.
 */
export function NewsReportHeader({
  value,
  onChange,
  lookups,
  errors,
  disabled,
}: NewsReportHeaderProps) {
  const { t } = useTranslation('newsReport');
  const fields = headerFieldsFor(lookups.config, lookups.documentConfig);
  const layout = headerLayout(fields.length);
  const programOptions = [
    ...lookups.accessiblePrograms,
    // Programs already chosen stay named even when the user may not pick them.
    ...lookups.programs.filter(
      (p) =>
        value.programsIds.includes(p.id) && !lookups.accessiblePrograms.some((a) => a.id === p.id),
    ),
  ];
  const label = (field: string) => t(`editor.fields.${field}`);

  const render: Record<HeaderField, () => ReactNode> = {
    date: () => (
      <Field label={label('date')} error={errors.date} isRequired>
        <Input
          type="date"
          value={value.date}
          disabled={disabled}
          onChange={(e) => onChange({ date: e.target.value })}
          data-testid="reportage-date"
        />
      </Field>
    ),
    slug: () => (
      <Field label={label('slug')} error={errors.slug} isRequired>
        <Input
          value={value.slug}
          maxLength={NEWS_REPORT_LIMITS.slug}
          disabled={disabled}
          onChange={(e) => onChange({ slug: e.target.value.toUpperCase() })}
          data-testid="reportage-slug"
        />
      </Field>
    ),
    reporter: () => (
      <Field label={label('reporter')} error={errors.reporterId} isRequired>
        <LookupSelect
          options={lookups.reporters}
          value={value.reporterId}
          disabled={disabled}
          onChange={(reporterId) => onChange({ reporterId })}
          testId="reportage-reporter"
        />
      </Field>
    ),
    programs: () => (
      <Field label={label('programs')} error={errors.programsIds}>
        <LookupSelect
          isMultiple
          options={programOptions}
          value={value.programsIds}
          disabled={disabled}
          placeholder={t('editor.drawer')}
          onChange={(programsIds) => onChange({ programsIds })}
          testId="reportage-programs"
        />
      </Field>
    ),
    vehicles: () => (
      <Field label={label('vehicles')} error={errors.vehiclesIds}>
        <LookupSelect
          isMultiple
          options={lookups.vehicles}
          value={value.vehiclesIds}
          disabled={disabled}
          onChange={(vehiclesIds) => onChange({ vehiclesIds })}
          testId="reportage-vehicles"
        />
      </Field>
    ),
    editor: () => (
      <Field label={label('editor')} error={errors.editorId}>
        <LookupSelect
          options={lookups.editors}
          value={value.editorId}
          disabled={disabled}
          onChange={(editorId) => onChange({ editorId })}
          testId="reportage-editor"
        />
      </Field>
    ),
    cameraman: () => (
      <Field label={label('cameraman')} error={errors.cameraman}>
        <Input
          value={value.cameraman}
          maxLength={NEWS_REPORT_LIMITS.cameraman}
          disabled={disabled}
          onChange={(e) => onChange({ cameraman: e.target.value })}
          data-testid="reportage-cameraman"
        />
      </Field>
    ),
    classification: () => (
      <Field label={label('classification')} error={errors.classificationId}>
        <LookupSelect
          options={lookups.classifications}
          value={value.classificationId}
          disabled={disabled}
          onChange={(classificationId) => onChange({ classificationId })}
          testId="reportage-classification"
        />
      </Field>
    ),
    editorials: () => (
      <Field label={label('editorials')} error={errors.editorialsIds}>
        <LookupSelect
          isMultiple
          options={lookups.editorials}
          value={value.editorialsIds}
          disabled={disabled}
          onChange={(editorialsIds) => onChange({ editorialsIds })}
          testId="reportage-editorials"
        />
      </Field>
    ),
    branch: () => (
      <Field label={label('branch')} error={errors.branchId}>
        <LookupSelect
          options={lookups.branches}
          value={value.branchId}
          disabled={disabled}
          onChange={(branchId) => onChange({ branchId })}
          testId="reportage-branch"
        />
      </Field>
    ),
  };

  return (
    <>
      <Row
        gutter={12}
        data-testid="reportage-header"
        data-fields={fields.join(' ')}
        data-rows={layout.rows}
      >
        {fields.map((field) => (
          <Col key={field} xs={24} md={layout.span} data-field={field}>
            {render[field]()}
          </Col>
        ))}
      </Row>
      {showsLead(value.vehiclesIds, lookups.vehicles) && (
        <Field label={label('lead')} error={errors.lead}>
          <Input.TextArea
            value={value.lead}
            autoSize={{ minRows: 1 }}
            disabled={disabled}
            onChange={(e) => onChange({ lead: e.target.value })}
            data-testid="reportage-lead"
          />
        </Field>
      )}
    </>
  );
}
