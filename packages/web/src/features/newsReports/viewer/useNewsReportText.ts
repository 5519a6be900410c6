import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEWS_REPORT_SECTION_TYPES,
  newsReportText,
  type NewsReport,
  type NewsReportSectionType,
  type NewsReportTextLabels,
} from '@newsroom/domain';
import { useNewsReportNames } from './useNewsReportNames';

/** The news report as plain text in the user's language, names resolved (spec 2 "copy"). */
export function useNewsReportText(): (newsReport: NewsReport) => string {
  const { t } = useTranslation('newsReport');
  const namesOf = useNewsReportNames();
  return useCallback(
    (newsReport: NewsReport) => {
      const sectionTypes = Object.fromEntries(
        NEWS_REPORT_SECTION_TYPES.map((type) => [type, t(`viewer.sectionTypes.${type}`)]),
      ) as Record<NewsReportSectionType, string>;
      const labels: NewsReportTextLabels = {
        date: t('viewer.fields.date'),
        state: t('viewer.fields.state'),
        reporter: t('viewer.fields.reporter'),
        editor: t('viewer.fields.editor'),
        programs: t('viewer.fields.programs'),
        drawer: t('viewer.drawer'),
        editorials: t('viewer.fields.editorials'),
        vehicles: t('viewer.fields.vehicles'),
        classification: t('viewer.fields.classification'),
        cameraman: t('viewer.fields.cameraman'),
        approved: t('viewer.approved'),
        cgs: t('viewer.cgs'),
        lead: t('viewer.fields.lead'),
        text: t('viewer.fields.text'),
        sections: t('viewer.sections'),
        observation: t('viewer.observation'),
        teaser: t('viewer.fields.teaser'),
        heading: t('viewer.fields.heading'),
        footnote: t('viewer.fields.footnote'),
        information: t('viewer.fields.information'),
        total: t('viewer.total'),
        sectionTypes,
      };
      return newsReportText(newsReport, labels, {
        ...namesOf(newsReport),
        state: t(`assignment:states.${newsReport.state}`),
      });
    },
    [t, namesOf],
  );
}
