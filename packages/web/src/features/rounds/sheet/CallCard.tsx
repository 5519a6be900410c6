import { Alert, Button, Card, Flex, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUND_LIMITS, type RoundSheetEntry } from '@newsroom/domain';
import { CallDocuments } from './CallDocuments';
import { CallStateControl } from './CallStateControl';
import { CallStatus } from './CallStatus';
import { InstitutionDetails } from './InstitutionDetails';
import { useCallEditor } from './useCallEditor';
import { useCreateFromCall, type CallDocument } from './useCreateFromCall';

/** Props of {@link CallCard}. */
export interface CallCardProps {
  entry: RoundSheetEntry;
  /** ROLE_ROUND_WRITE: tick the call and note what was said. */
  canWrite: boolean;
  /** Which documents the user may make of the call. */
  canCreate: Record<CallDocument, boolean>;
  onOpenGuideline: (id: number) => void;
}

/**
 * One round of the day sheet: whom to call, the call's state and what was said (saved on blur or
 * with the button), and the guideline or proposal made of it.
 */
export function CallCard({ entry, canWrite, canCreate, onOpenGuideline }: CallCardProps) {
  const { t } = useTranslation('rounds');
  const { round, institution, call } = entry;
  const editor = useCallEditor(call);
  const { create, creating } = useCreateFromCall(call, editor.saveNote, (kind, id) => {
    if (kind === 'guideline') onOpenGuideline(id);
  });
  const testId = `round-call-${round.id}`;

  return (
    <Card
      size="small"
      data-testid={testId}
      data-state={call.state}
      title={
        <Space>
          <Typography.Text strong>{round.time}</Typography.Text>
          <span>{institution.name}</span>
          <Tag>{institution.segmentName}</Tag>
        </Space>
      }
      extra={
        <CallStateControl
          roundId={round.id}
          value={call.state}
          disabled={!canWrite}
          onChange={editor.setState}
        />
      }
    >
      <Flex vertical gap="small">
        <InstitutionDetails entry={entry} />
        <Input.TextArea
          value={editor.note}
          readOnly={!canWrite}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={ROUND_LIMITS.callNote}
          placeholder={t('sheet.notePlaceholder')}
          aria-label={t('sheet.note')}
          onChange={(event) => editor.setNote(event.target.value)}
          onBlur={() => void editor.saveNote()}
          data-testid={`${testId}-note`}
        />
        {editor.conflict && (
          <Alert
            type="warning"
            showIcon
            title={t('sheet.conflict')}
            action={
              <Button
                size="small"
                onClick={editor.takeTheirs}
                data-testid={`${testId}-take-theirs`}
              >
                {t('sheet.takeTheirs')}
              </Button>
            }
            data-testid={`${testId}-conflict`}
          />
        )}
        <Flex justify="space-between" align="center" wrap gap="small">
          <Space size="small" wrap>
            {canWrite && (
              <Button
                size="small"
                type="primary"
                disabled={!editor.isDirty}
                loading={editor.status === 'saving'}
                onClick={() => void editor.saveNote()}
                data-testid={`${testId}-save`}
              >
                {t('sheet.save')}
              </Button>
            )}
            <CallStatus call={call} status={editor.status} isDirty={editor.isDirty} />
          </Space>
          <CallDocuments
            call={call}
            canCreate={canCreate}
            creating={creating}
            onCreate={create}
            onOpenGuideline={onOpenGuideline}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
