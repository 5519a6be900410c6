import { useState } from 'react';
import { Button } from 'antd';
import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { approveReport } from '../api/reportsApi';

/** Props of {@link ApprovalButton}. */
export interface ApprovalButtonProps {
  report: Report;
  /** The report as the server answered the approval. */
  onChange: (report: Report) => void;
  /** Saves unsaved edits first (the editor); false stops the approval. */
  before?: () => Promise<boolean>;
}

/**
 * Approve, or Disapprove an approved report: shown only to whom the report lets approve
 * (ROLE_REPORT_ADMIN, content seen, not in the trash). The flag follows the server's answer only.
 */
export function ApprovalButton({ report, onChange, before }: ApprovalButtonProps) {
  const { t } = useTranslation('reports');
  const message = useMessage();
  const [isBusy, setIsBusy] = useState(false);
  if (!report.abilities.canApprove) return null;
  const approve = !report.ok;

  const handleClick = async () => {
    setIsBusy(true);
    try {
      if (before && !(await before())) return;
      onChange(await approveReport(report.id, approve));
      void message.success({
        content: t(approve ? 'approval.approved' : 'approval.disapproved'),
        key: 'report-approval',
      });
    } catch (error) {
      notifyFailure(error, 'actionFailed');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Button
      icon={approve ? <CheckCircleOutlined /> : <StopOutlined />}
      loading={isBusy}
      onClick={() => void handleClick()}
      data-testid={approve ? 'report-approve' : 'report-disapprove'}
    >
      {t(approve ? 'approval.approve' : 'approval.disapprove')}
    </Button>
  );
}
