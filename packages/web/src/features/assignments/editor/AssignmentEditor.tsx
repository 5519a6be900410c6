import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Spin, Tabs } from 'antd';
import { CloseOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Assignment, AssignmentInput } from '@newsroom/domain';
import {
  EditorNotices,
  useDocumentEditor,
  useEditSession,
  type EditSession,
  type EditorStatus,
} from '../../../shared/documentEditor';
import { PendingDraftAlert } from '../../../shared/drafts';
import { Field } from '../../../shared/forms';
import { AssignmentVersionsDialog } from '../revisions/AssignmentVersionsDialog';
import { fetchAssignmentRevisions } from '../api/assignmentsApi';
import type { AssignmentLookups } from '../hooks/useAssignmentLookups';
import { emptyAssignment, type EditableAssignment } from './editableAssignment';
import { assignmentKind } from './assignmentKind';
import { GuidesEditor } from './GuidesEditor';
import { HeaderFieldsForm } from './HeaderFieldsForm';
import { AssignmentTasksEditor } from './AssignmentTasksEditor';

export type { EditorStatus };

/** Props of {@link AssignmentEditor}. */
export interface AssignmentEditorProps {
  /** null for a new assignment. */
  assignmentId: number | null;
  /** The date of a new assignment. */
  initialDate: string;
  lookups: AssignmentLookups;
  onSaved: (assignment: Assignment, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close (runs the unsaved-changes flow). */
  closeRequest?: number;
}

/**
 * The assignment editor of a tab: loads an existing assignment (with its lock) or starts a new one.
 */
export function AssignmentEditor(props: AssignmentEditorProps) {
  const { t } = useTranslation('assignment');
  const session = useEditSession(assignmentKind, props.assignmentId);
  if (session.status === 'loading') return <Spin />;
  if (session.status === 'failed')
    return <Alert type="warning" showIcon message={t('editor.loadFailed')} />;
  return <AssignmentForm key={session.generation} {...props} session={session} />;
}

interface AssignmentFormProps extends AssignmentEditorProps {
  session: EditSession<Assignment, EditableAssignment, AssignmentInput>;
}

function AssignmentForm({
  session,
  initialDate,
  lookups,
  onSaved,
  onClose,
  onStatusChange,
  closeRequest,
}: AssignmentFormProps) {
  const { t } = useTranslation('assignment');
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const editor = useDocumentEditor(session, {
    initial: () => emptyAssignment(initialDate),
    onSaved,
    onClose,
    onStatusChange,
    closeRequest,
    testIdPrefix: 'assignment',
  });
  const { record, current, draft, errors, isSaving, canEdit, update } = editor;

  const disabled = !canEdit || isSaving;
  return (
    <Card size="small" data-testid="assignment-form" data-id={record?.id ?? ''}>
      {editor.modalHolder}
      <Form layout="vertical" component="div">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <EditorNotices editor={editor} />
          {editor.readOnlyReason === 'finished' && (
            <Alert
              type="info"
              showIcon
              message={t('editor.finishedLocked')}
              data-testid="assignment-finished-locked"
            />
          )}
          <PendingDraftAlert
            pending={draft.pending}
            savedVersion={record?.version}
            onRestore={() => editor.setCurrent(draft.restore())}
            onDiscard={() => draft.discard()}
          />
          <HeaderFieldsForm
            value={current}
            onChange={update}
            lookups={lookups}
            errors={errors}
            disabled={disabled}
          />
          <Tabs
            items={[
              {
                key: 'content',
                label: t('tabs.content'),
                children: (
                  <>
                    <Field label={t('fields.proposal')} error={errors.proposal}>
                      <Input.TextArea
                        value={current.proposal}
                        autoSize={{ minRows: 3 }}
                        disabled={disabled}
                        onChange={(e) => update({ proposal: e.target.value })}
                        data-testid="assignment-proposal"
                      />
                    </Field>
                    <Field label={t('fields.referral')} error={errors.referral}>
                      <Input.TextArea
                        value={current.referral}
                        autoSize={{ minRows: 3 }}
                        disabled={disabled}
                        onChange={(e) => update({ referral: e.target.value })}
                        data-testid="assignment-referral"
                      />
                    </Field>
                    <Field label={t('fields.information')} error={errors.information}>
                      <Input.TextArea
                        value={current.information}
                        autoSize={{ minRows: 3 }}
                        disabled={disabled}
                        onChange={(e) => update({ information: e.target.value })}
                        data-testid="assignment-information"
                      />
                    </Field>
                  </>
                ),
              },
              {
                key: 'guides',
                label: (
                  <span data-testid="assignment-tab-guides">
                    {t('tabs.guidesCount', { count: current.guides.length })}
                  </span>
                ),
                forceRender: true,
                children: (
                  <GuidesEditor
                    guides={current.guides}
                    onChange={(guides) => update({ guides })}
                    errors={errors}
                    disabled={disabled}
                  />
                ),
              },
              {
                key: 'tasks',
                label: (
                  <span data-testid="assignment-tab-tasks">
                    {t('tabs.tasksCount', { count: current.tasks.length })}
                  </span>
                ),
                forceRender: true,
                children: (
                  <AssignmentTasksEditor
                    tasks={current.tasks}
                    date={current.date || null}
                    onChange={(tasks) => update({ tasks })}
                    errors={errors}
                    disabled={disabled}
                  />
                ),
              },
            ]}
          />
          <Space>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={isSaving}
              disabled={!canEdit}
              onClick={() => void editor.save()}
              data-testid="assignment-save"
            >
              {t('editor.save')}
            </Button>
            {record && (
              <Button
                icon={<HistoryOutlined />}
                onClick={() => setIsVersionsOpen(true)}
                data-testid="assignment-editor-versions"
              >
                {t('viewer.versions')}
              </Button>
            )}
            <Button
              icon={<CloseOutlined />}
              onClick={editor.requestClose}
              data-testid="assignment-editor-close"
            >
              {t('viewer.close')}
            </Button>
          </Space>
        </Space>
      </Form>
      {record && (
        <AssignmentVersionsDialog
          lookups={lookups}
          open={isVersionsOpen}
          onClose={() => setIsVersionsOpen(false)}
          load={() => fetchAssignmentRevisions(record.id)}
        />
      )}
    </Card>
  );
}
