import { useState } from 'react';
import { Card, Flex, Form } from 'antd';
import type { Report, ReportInput } from '@newsroom/domain';
import type { SavedDocument, TabEditorProps } from '../../../shared/documentPage';
import { EditorNotices, useDocumentEditor, type EditSession } from '../../../shared/documentEditor';
import { EditorButtons } from '../../../shared/documents/EditorButtons';
import { PendingDraftAlert } from '../../../shared/drafts';
import { reportCalls } from '../api/reportsApi';
import { ApprovalButton } from '../components/ApprovalButton';
import { ApprovedTag } from '../components/ApprovedTag';
import { useReportTerms } from '../hooks/useReportTerms';
import { ReportVersionsDialog } from '../revisions/ReportVersionsDialog';
import { emptyReport, type EditableReport } from './editableReport';
import { ReportFields } from './ReportFields';
import { ReportSharing } from './ReportSharing';
import { useFollowApproval } from './useFollowApproval';

/** Props of {@link ReportForm}. */
export interface ReportFormProps extends Omit<TabEditorProps<SavedDocument>, 'closeRequest'> {
  session: EditSession<Report, EditableReport, ReportInput>;
  /** The day of a new report (the newsroom's today). */
  initialDate: string;
  closeRequest?: number;
}

/**
 * The report editor (spec 3 §7 "Reports"): title, day, category, events and the plain text, with
 * save, versions, the chief's approve or disapprove, and the owner's sharing. Saving needs our
 * lock; unsaved edits are kept as a draft. An approval applies to what is saved, so unsaved edits
 * are saved first.
 */
export function ReportForm({ session, initialDate, onSaved, ...events }: ReportFormProps) {
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const terms = useReportTerms();
  const editor = useDocumentEditor(session, {
    initial: () => emptyReport(initialDate),
    ...events,
    // The tab shows the title: it takes the report's id and title once saved.
    onSaved: (report, wasNew) => onSaved({ id: report.id, slug: report.title }, wasNew),
    testIdPrefix: 'report',
  });
  const { record, saved, current, draft, errors, isSaving, canEdit, update } = editor;
  useFollowApproval(record, saved, editor.setRecord);
  const disabled = !canEdit || isSaving;

  const saveFirst = async () => (editor.isDirty ? editor.save() : true);

  return (
    <Card
      size="small"
      data-testid="report-form"
      data-id={record?.id ?? ''}
      onKeyDown={editor.handleKeyDown}
    >
      {editor.modalHolder}
      <Form layout="vertical" component="div">
        <Flex vertical gap="small">
          <EditorNotices editor={editor} />
          <PendingDraftAlert
            pending={draft.pending}
            savedVersion={record?.version}
            onRestore={() => editor.setCurrent(draft.restore())}
            onDiscard={() => draft.discard()}
          />
          <Flex justify="flex-end" align="center" gap="small" wrap>
            {record?.ok && <ApprovedTag testId="report-form-approved" />}
            {record && (
              <ApprovalButton report={record} onChange={editor.adopt} before={saveFirst} />
            )}
            <EditorButtons
              namespace="reports"
              testIdPrefix="report"
              canSave={canEdit}
              isSaving={isSaving}
              onSave={() => void editor.save()}
              onVersions={record ? () => setIsVersionsOpen(true) : undefined}
              onClose={editor.requestClose}
            />
          </Flex>
          <ReportFields
            value={current}
            onChange={update}
            errors={errors}
            disabled={disabled}
            categories={terms.categories}
            events={terms.events}
          />
          {record?.abilities.canShare && (
            <ReportSharing report={record} onReportChange={editor.adopt} />
          )}
        </Flex>
      </Form>
      {record && (
        <ReportVersionsDialog
          open={isVersionsOpen}
          onClose={() => setIsVersionsOpen(false)}
          load={() => reportCalls.fetchRevisions(record.id)}
        />
      )}
    </Card>
  );
}
