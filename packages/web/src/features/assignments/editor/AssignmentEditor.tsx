import { useState } from 'react';
import { Alert, Card, Form, Input, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Assignment, AssignmentInput } from '@newsroom/domain';
import { EditorNotices, useDocumentEditor, type EditSession } from '../../../shared/documentEditor';
import { EditSessionGate } from '../../../shared/documents/EditSessionGate';
import { EditorButtons } from '../../../shared/documents/EditorButtons';
import type { DatedEditorProps } from '../../../shared/documents/datedEditorProps';
import { PendingDraftAlert } from '../../../shared/drafts';
import { Field } from '../../../shared/forms';
import { DocumentAttachments } from '../../workspaces';
import { AssignmentVersionsDialog } from '../revisions/AssignmentVersionsDialog';
import { fetchAssignmentRevisions } from '../api/assignmentsApi';
import type { AssignmentLookups } from '../hooks/useAssignmentLookups';
import { emptyAssignment, type EditableAssignment } from './editableAssignment';
import { assignmentKind } from './assignmentKind';
import { GuidesEditor } from './GuidesEditor';
import { HeaderFieldsForm } from './HeaderFieldsForm';
import { AssignmentTasksEditor } from './AssignmentTasksEditor';

/** Props of {@link AssignmentEditor}. */
export interface AssignmentEditorProps extends DatedEditorProps<Assignment, AssignmentLookups> {
  /** null for a new assignment. */
  assignmentId: number | null;
}

/**
 * The assignment editor of a tab: loads an existing assignment (with its lock) or starts a new one.
 */
export function AssignmentEditor({ assignmentId, ...props }: AssignmentEditorProps) {
  return (
    <EditSessionGate kind={assignmentKind} documentId={assignmentId}>
      {(session) => <AssignmentForm {...props} session={session} />}
    </EditSessionGate>
  );
}

interface AssignmentFormProps extends DatedEditorProps<Assignment, AssignmentLookups> {
  session: EditSession<Assignment, EditableAssignment, AssignmentInput>;
}

function AssignmentForm({ session, initialDate, lookups, ...events }: AssignmentFormProps) {
  const { t } = useTranslation('assignment');
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const editor = useDocumentEditor(session, {
    ...events,
    initial: () => emptyAssignment(initialDate),
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
              ...(record
                ? [
                    {
                      key: 'attachments',
                      label: (
                        <span data-testid="assignment-tab-attachments">
                          {t('workspaces:attachments.title')}
                        </span>
                      ),
                      children: (
                        <DocumentAttachments
                          kindPath="/assignments"
                          documentId={record.id}
                          canAttach={canEdit}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <EditorButtons
            namespace="assignment"
            testIdPrefix="assignment"
            canSave={canEdit}
            isSaving={isSaving}
            onSave={() => void editor.save()}
            onVersions={record ? () => setIsVersionsOpen(true) : undefined}
            onClose={editor.requestClose}
          />
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
