import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEWS_REPORT_LIMITS } from '@newsroom/domain';
import {
  headerFieldsFor,
  headerLayout,
  showsLead,
  type EditableNewsReport,
  type HeaderField,
} from './editableNewsReport';
import {
  HeaderFields,
  sharedHeaderControls,
  type HeaderControl,
} from '../../../shared/documentEditor';
import { Field } from '../../../shared/forms';
import type { NewsReportLookups } from './useNewsReportLookups';
import type { DocumentFormProps } from '../../../shared/documents/documentFormProps';

/** Props of {@link NewsReportHeader}. */
export type NewsReportHeaderProps = DocumentFormProps<EditableNewsReport, NewsReportLookups>;

/**
 * The news report's header (spec 2 §2): date, slug (upper case), reporter, programs (accessible
 * ones) and the fields the configuration enables, in one, two or three rows by their number; the
 * lead (subtitle) below when a chosen vehicle is a text vehicle.
 */
export function NewsReportHeader({ value, lookups, ...form }: NewsReportHeaderProps) {
  const { t } = useTranslation('newsReport');
  const names = headerFieldsFor(lookups.config, lookups.documentConfig);
  const layout = headerLayout(names.length);
  const label = (field: string) => t(`editor.fields.${field}`);
  const controls: Record<HeaderField, HeaderControl<EditableNewsReport>> = {
    date: { type: 'date', key: 'date' },
    slug: { type: 'text', key: 'slug', maxLength: NEWS_REPORT_LIMITS.slug, isUpperCase: true },
    reporter: { type: 'lookup', key: 'reporterId', options: lookups.reporters },
    ...sharedHeaderControls(lookups, value, t('editor.drawer')),
    editor: { type: 'lookup', key: 'editorId', options: lookups.editors },
    cameraman: { type: 'text', key: 'cameraman', maxLength: NEWS_REPORT_LIMITS.cameraman },
  };
  const fields = names.map((name) => ({
    name,
    label: label(name),
    isRequired: name === 'date' || name === 'slug' || name === 'reporter',
    span: layout.span,
    control: controls[name],
  }));

  return (
    <>
      <HeaderFields
        {...form}
        fields={fields}
        value={value}
        testIdPrefix="news-report"
        testId="news-report-header"
        rowData={{ 'data-rows': layout.rows }}
      />
      {showsLead(value.vehiclesIds, lookups.vehicles) && (
        <Field label={label('lead')} error={form.errors.lead}>
          <Input.TextArea
            value={value.lead}
            autoSize={{ minRows: 1 }}
            disabled={form.disabled}
            onChange={(e) => form.onChange({ lead: e.target.value })}
            data-testid="news-report-lead"
          />
        </Field>
      )}
    </>
  );
}
