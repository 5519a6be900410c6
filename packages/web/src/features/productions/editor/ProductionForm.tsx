import { useState } from 'react';
import { Card, Form } from 'antd';
import type { Production, ProductionInput } from '@newsroom/domain';
import { EditorNotices, useDocumentEditor, type EditSession } from '../../../shared/documentEditor';
import { EditorButtons } from '../../../shared/documents/EditorButtons';
import type { DatedEditorProps } from '../../../shared/documents/datedEditorProps';
import { PendingDraftAlert } from '../../../shared/drafts';
import { ProductionVersionsDialog } from '../revisions/ProductionVersionsDialog';
import { fetchProductionRevisions } from '../api/productionsApi';
import { emptyProduction, type EditableProduction } from './editableProduction';
import type { ProductionLookups } from '../hooks/useProductionLookups';
import { ProductionFields } from './ProductionFields';

/** Props of {@link ProductionForm}. */
export interface ProductionFormProps extends DatedEditorProps<Production, ProductionLookups> {
  session: EditSession<Production, EditableProduction, ProductionInput>;
}

/**
 * The production form: the lock banner, the pending draft, the fields and the actions. Saving
 * needs our lock; the unsaved production is kept as a draft and offered back after a reload.
 */
export function ProductionForm({ session, initialDate, lookups, ...events }: ProductionFormProps) {
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const editor = useDocumentEditor(session, {
    ...events,
    initial: () => emptyProduction(initialDate),
    testIdPrefix: 'production',
  });
  const { record, current, draft } = editor;

  return (
    <Card size="small" data-testid="production-form" data-id={record?.id ?? ''}>
      {editor.modalHolder}
      <Form layout="vertical" component="div">
        <ProductionFields
          value={current}
          onChange={editor.update}
          lookups={lookups}
          errors={editor.errors}
          disabled={!editor.canEdit || editor.isSaving}
          actions={
            <EditorButtons
              namespace="production"
              testIdPrefix="production"
              canSave={editor.canEdit}
              isSaving={editor.isSaving}
              onSave={() => void editor.save()}
              onVersions={record ? () => setIsVersionsOpen(true) : undefined}
              onClose={editor.requestClose}
            />
          }
        >
          <EditorNotices editor={editor} />
          <PendingDraftAlert
            pending={draft.pending}
            savedVersion={record?.version}
            onRestore={() => editor.setCurrent(draft.restore())}
            onDiscard={() => draft.discard()}
          />
        </ProductionFields>
      </Form>
      {record && (
        <ProductionVersionsDialog
          lookups={lookups}
          open={isVersionsOpen}
          onClose={() => setIsVersionsOpen(false)}
          load={() => fetchProductionRevisions(record.id)}
        />
      )}
    </Card>
  );
}
