import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  NEWS_REPORT_SECTION_TYPES,
  NEWS_REPORT_REVISION_READINGS,
  newsReportCgSchema,
  newsReportCgsText,
  newsReportSectionSchema,
  newsReportSectionsText,
  type NewsReportSectionType,
} from '@newsroom/domain';
import { useRevisionReader, type RevisionReader } from '../../../shared/revisions';
import { useFieldLabel } from '../../../shared/documents/useFieldLabel';
import { useLookupNames } from '../../companyData';

const sectionsSchema = z.array(newsReportSectionSchema);
const cgsSchema = z.array(newsReportCgSchema);

/**
 * How a news report's revisions read: labels `newsReport:viewer.fields.*`, sections and CGs as
 * copied.
 */
export function useNewsReportRevisionReader(): RevisionReader {
  const { t } = useTranslation('newsReport');
  const nameOf = useLookupNames();
  const label = useFieldLabel(t, 'viewer.fields.');
  const content = useMemo(
    () => ({
      state: (value: unknown) => t(`assignment:states.${String(value)}`),
      sections: (value: unknown) =>
        newsReportSectionsText(sectionsSchema.parse(value), {
          sectionTypes: Object.fromEntries(
            NEWS_REPORT_SECTION_TYPES.map((type) => [type, t(`viewer.sectionTypes.${type}`)]),
          ) as Record<NewsReportSectionType, string>,
          approved: t('viewer.approved'),
          observation: t('viewer.observation'),
        }),
      cgs: (value: unknown) => newsReportCgsText(cgsSchema.parse(value)),
    }),
    [t],
  );
  return useRevisionReader({ readings: NEWS_REPORT_REVISION_READINGS, label, nameOf, content });
}
