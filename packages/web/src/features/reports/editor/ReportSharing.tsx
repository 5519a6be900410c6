import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import { DocumentSharing } from '../../../shared/documentEditor';
import { useCompanyData } from '../../companyData';
import { setReportAllowedUsers, setReportPrivate } from '../api/reportsApi';

/** Props of {@link ReportSharing}. */
export interface ReportSharingProps {
  report: Report;
  onReportChange: (report: Report) => void;
}

/** The owner's sharing of a saved report (making it private withdraws its approval). */
export function ReportSharing({ report, onReportChange }: ReportSharingProps) {
  const { t } = useTranslation('reports');
  const companyData = useCompanyData();
  return (
    <DocumentSharing
      document={report}
      users={companyData.data?.users ?? []}
      setPrivate={(isPrivate) => setReportPrivate(report.id, isPrivate)}
      setAllowedUsers={(userIds) => setReportAllowedUsers(report.id, userIds)}
      onChange={onReportChange}
      labels={{ private: t('fields.private'), allowedUsers: t('fields.allowedUsers') }}
      testIdPrefix="report"
    />
  );
}
