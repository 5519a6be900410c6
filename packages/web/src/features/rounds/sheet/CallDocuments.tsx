import { Button, Space } from 'antd';
import { BulbOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoundCall } from '@newsroom/domain';
import type { CallDocument } from './useCreateFromCall';

/** Props of {@link CallDocuments}. */
export interface CallDocumentsProps {
  call: RoundCall;
  canCreate: Record<CallDocument, boolean>;
  /** The document being made, if any. */
  creating: CallDocument | null;
  onCreate: (kind: CallDocument) => void;
  onOpenGuideline: (id: number) => void;
}

/**
 * What a call turned into, or the buttons to turn it into a guideline or a proposal (each for
 * users who may create one). The guideline opens in the side viewer; proposals are in the
 * guidelines area.
 */
export function CallDocuments({
  call,
  canCreate,
  creating,
  onCreate,
  onOpenGuideline,
}: CallDocumentsProps) {
  const { t } = useTranslation('rounds');
  const testId = `round-call-${call.roundId}`;
  const { assignmentId, proposalId } = call;
  return (
    <Space size="small" wrap>
      {assignmentId !== null ? (
        <Button
          type="link"
          size="small"
          icon={<FileTextOutlined />}
          onClick={() => onOpenGuideline(assignmentId)}
          data-testid={`${testId}-guideline`}
        >
          {t('sheet.guideline')}
        </Button>
      ) : (
        canCreate.guideline && (
          <Button
            size="small"
            icon={<FileTextOutlined />}
            loading={creating === 'guideline'}
            disabled={creating !== null}
            onClick={() => onCreate('guideline')}
            data-testid={`${testId}-create-guideline`}
          >
            {t('sheet.createGuideline')}
          </Button>
        )
      )}
      {proposalId !== null ? (
        <Link to={`/main?area=guidelines&date=${call.date}`} data-testid={`${testId}-proposal`}>
          <BulbOutlined /> {t('sheet.proposal')}
        </Link>
      ) : (
        canCreate.proposal && (
          <Button
            size="small"
            icon={<BulbOutlined />}
            loading={creating === 'proposal'}
            disabled={creating !== null}
            onClick={() => onCreate('proposal')}
            data-testid={`${testId}-create-proposal`}
          >
            {t('sheet.createProposal')}
          </Button>
        )
      )}
    </Space>
  );
}
