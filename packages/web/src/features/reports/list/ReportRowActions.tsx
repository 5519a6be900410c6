import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CopyOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import { DeleteButton } from '../../../shared/components';

/** Props of {@link ReportRowActions}. */
export interface ReportRowActionsProps {
  report: Report;
  /** Holds ROLE_REPORT_WRITE: duplicates. */
  canDuplicate: boolean;
  onOpen: (report: Report) => void;
  onView: (report: Report) => void;
  onDuplicate: (report: Report) => Promise<void>;
  onDelete: (report: Report) => Promise<void>;
}

/** The actions of a report row: open in the editor, view, duplicate, delete to the trash. */
export function ReportRowActions({
  report,
  canDuplicate,
  onOpen,
  onView,
  onDuplicate,
  onDelete,
}: ReportRowActionsProps) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<'duplicate' | 'delete' | null>(null);
  const run = async (kind: 'duplicate' | 'delete', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  // Each icon button's label is `actions.<key>` and its test id `report-<key>`.
  const buttons = [
    { key: 'open', icon: <EditOutlined />, isShown: report.visible, onClick: () => onOpen(report) },
    { key: 'view', icon: <EyeOutlined />, isShown: true, onClick: () => onView(report) },
    {
      key: 'duplicate',
      icon: <CopyOutlined rotate={90} />,
      isShown: canDuplicate && report.visible,
      isBusy: busy === 'duplicate',
      onClick: () => void run('duplicate', () => onDuplicate(report)),
    },
  ];
  const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };
  return (
    <Space size={2} onDoubleClick={(event) => event.stopPropagation()} {...stop}>
      {buttons
        .filter((button) => button.isShown)
        .map((button) => (
          <Tooltip key={button.key} title={t(`actions.${button.key}`)}>
            <Button
              size="small"
              type="text"
              icon={button.icon}
              aria-label={t(`actions.${button.key}`)}
              loading={button.isBusy}
              onClick={button.onClick}
              data-testid={`report-${button.key}`}
            />
          </Tooltip>
        ))}
      {report.abilities.canDelete && (
        <DeleteButton
          confirmTitle={t('actions.deleteConfirm', {
            title: report.visible ? report.title : t('list.private'),
          })}
          label={t('actions.delete')}
          onConfirm={() => void run('delete', () => onDelete(report))}
          testId="report-delete"
          confirmTestId="report-delete-confirm"
          isBusy={busy === 'delete'}
          size="small"
          type="text"
          hasTooltip
        />
      )}
    </Space>
  );
}
