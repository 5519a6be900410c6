import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundCall } from '@newsroom/domain';
import { formatTime } from '../../../shared/i18n';
import type { CallSaveStatus } from './useCallEditor';

/** Props of {@link CallStatus}. */
export interface CallStatusProps {
  call: RoundCall;
  status: CallSaveStatus;
  isDirty: boolean;
}

/** Beside the note: saving, saved or not saved yet, and who made the call at what time. */
export function CallStatus({ call, status, isDirty }: CallStatusProps) {
  const { t } = useTranslation('rounds');
  const saving =
    status === 'saving'
      ? t('sheet.saving')
      : isDirty
        ? t('sheet.unsaved')
        : status === 'saved'
          ? t('sheet.saved')
          : null;
  return (
    <Typography.Text type="secondary" data-testid={`round-call-${call.roundId}-status`}>
      {[
        saving,
        call.calledAt &&
          t('sheet.calledBy', {
            nickname: call.calledByNickname,
            time: formatTime(new Date(call.calledAt)),
          }),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography.Text>
  );
}
