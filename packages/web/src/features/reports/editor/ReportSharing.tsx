import { useState } from 'react';
import { Col, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import { Field, LookupSelect } from '../../../shared/forms';
import { notifyFailure } from '../../../shared/notifications';
import { useCompanyData } from '../../companyData';
import { setReportAllowedUsers, setReportPrivate } from '../api/reportsApi';

/** Props of {@link ReportSharing}. */
export interface ReportSharingProps {
  report: Report;
  onReportChange: (report: Report) => void;
}

/**
 * The owner's sharing of a saved report: private on or off (making it private withdraws its
 * approval) and the users who still see it whole. Each change is saved at once (PUT /private,
 * /allowed_users), apart from the report's own save.
 */
export function ReportSharing({ report, onReportChange }: ReportSharingProps) {
  const { t } = useTranslation('reports');
  const companyData = useCompanyData();
  const [isBusy, setIsBusy] = useState(false);
  const users = companyData.data?.users ?? [];

  const run = async (call: () => Promise<Report>) => {
    setIsBusy(true);
    try {
      onReportChange(await call());
    } catch (error) {
      notifyFailure(error, 'update');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Row gutter={12} align="bottom">
      <Col>
        <Field label={t('fields.private')}>
          <Switch
            checked={report.isPrivate}
            loading={isBusy}
            onChange={(isPrivate) => void run(() => setReportPrivate(report.id, isPrivate))}
            data-testid="report-private"
          />
        </Field>
      </Col>
      {report.isPrivate && (
        <Col flex="auto">
          <Field label={t('fields.allowedUsers')}>
            <LookupSelect
              isMultiple
              options={users}
              value={report.allowedUserIds}
              disabled={isBusy}
              onChange={(userIds) => void run(() => setReportAllowedUsers(report.id, userIds))}
              testId="report-allowed-users"
            />
          </Field>
        </Col>
      )}
    </Row>
  );
}
