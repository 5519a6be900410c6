import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS } from '@newsroom/domain';
import { Field } from '../../../shared/forms';
import {
  HeaderFields,
  type FieldErrors,
  type HeaderFieldSpec,
} from '../../../shared/documentEditor';
import type { TermList } from '../hooks/useReportTerms';
import type { EditableReport } from './editableReport';

/** Props of {@link ReportFields}. */
export interface ReportFieldsProps {
  value: EditableReport;
  onChange: (fields: Partial<EditableReport>) => void;
  errors: FieldErrors;
  disabled: boolean;
  categories: TermList;
  events: TermList;
}

/** The report's fields: title, day, category and events in one row, then the plain text. */
export function ReportFields({
  value,
  onChange,
  errors,
  disabled,
  categories,
  events,
}: ReportFieldsProps) {
  const { t } = useTranslation('reports');
  const fields: HeaderFieldSpec<EditableReport>[] = [
    {
      name: 'title',
      label: t('fields.title'),
      isRequired: true,
      span: 9,
      control: { type: 'text', key: 'title', maxLength: REPORT_LIMITS.title },
    },
    {
      name: 'date',
      label: t('fields.date'),
      isRequired: true,
      span: 4,
      control: { type: 'date', key: 'date' },
    },
    {
      name: 'category',
      label: t('fields.category'),
      span: 5,
      control: { type: 'lookup', key: 'categoryId', options: categories.terms },
    },
    {
      name: 'events',
      label: t('fields.events'),
      span: 6,
      control: {
        type: 'lookups',
        key: 'eventIds',
        options: events.terms,
        placeholder: t('fields.eventsHint'),
      },
    },
  ];
  return (
    <>
      <HeaderFields
        fields={fields}
        value={value}
        onChange={onChange}
        errors={errors}
        disabled={disabled}
        testIdPrefix="report"
        testId="report-header"
      />
      <Field label={t('fields.text')} error={errors.text}>
        <Input.TextArea
          value={value.text}
          maxLength={REPORT_LIMITS.text}
          autoSize={{ minRows: 12, maxRows: 40 }}
          disabled={disabled}
          onChange={(event) => onChange({ text: event.target.value })}
          aria-label={t('fields.text')}
          data-testid="report-text-input"
        />
      </Field>
    </>
  );
}
