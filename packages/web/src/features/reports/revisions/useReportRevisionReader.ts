import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldReadings } from '@newsroom/domain';
import { useRevisionReader, type RevisionReader } from '../../../shared/revisions';
import { useLookupNames } from '../../companyData';
import { useReportTerms } from '../hooks/useReportTerms';

/**
 * How a report revision's fields read (the snapshot the server keeps: the saved fields and
 * whether it stood approved): title and text word by word, the day as a date, the category and
 * events by name, the approval as yes or no.
 */
const REPORT_REVISION_READINGS: FieldReadings = {
  title: 'text',
  date: 'date',
  categoryId: 'content',
  eventIds: 'content',
  text: 'text',
  ok: 'yesNo',
};

/** The revision reader of reports, in the user's language. */
export function useReportRevisionReader(): RevisionReader {
  const { t } = useTranslation('reports');
  const nameOf = useLookupNames();
  const { categories, events } = useReportTerms();
  const label = useCallback(
    (field: string) => t(`revisionFields.${field}`, { defaultValue: field }),
    [t],
  );
  const content = useMemo(
    () => ({
      categoryId: (value: unknown) => categories.nameOf(Number(value)),
      eventIds: (value: unknown) =>
        Array.isArray(value) ? value.map((id) => events.nameOf(Number(id))).join(', ') : '',
    }),
    [categories, events],
  );
  return useRevisionReader({ readings: REPORT_REVISION_READINGS, label, nameOf, content });
}
