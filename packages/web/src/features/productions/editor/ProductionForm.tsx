import { useState } from 'react';
import { Button, Card, Form, Space } from 'antd';
import { CloseOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Production, ProductionInput } from '@newsroom/domain';
import { EditorNotices, useDocumentEditor, type EditSession } from '../../../shared/documentEditor';
import { PendingDraftAlert } from '../../../shared/drafts';
import { ProductionVersionsDialog } from '../revisions/ProductionVersionsDialog';
import { fetchProductionRevisions } from '../api/productionsApi';
import { emptyProduction, type EditableProduction } from './editableProduction';
import type { ProductionEditorProps } from './ProductionEditor.props';
import { ProductionFields } from './ProductionFields';

/** Props of {@link ProductionForm}. */
export interface ProductionFormProps extends ProductionEditorProps {
  session: EditSession<Production, EditableProduction, ProductionInput>;
}

/**
 * The production form: the lock banner, the pending draft, the fields and the actions. Saving
 * needs our lock; the unsaved production is kept as a draft and offered back after a reload.
 */
export function ProductionForm({
  session,
  initialDate,
  lookups,
  onSaved,
  onClose,
  onStatusChange,
  closeRequest,
}: ProductionFormProps) {
  const { t } = useTranslation('production');
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const editor = useDocumentEditor(session, {
    initial: () => emptyProduction(initialDate),
    onSaved,
    onClose,
    onStatusChange,
    closeRequest,
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
            <Space>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={editor.isSaving}
                disabled={!editor.canEdit}
                onClick={() => void editor.save()}
                data-testid="production-save"
              >
                {t('editor.save')}
              </Button>
              {record && (
                <Button
                  icon={<HistoryOutlined />}
                  onClick={() => setIsVersionsOpen(true)}
                  data-testid="production-editor-versions"
                >
                  {t('viewer.versions')}
                </Button>
              )}
              <Button
                icon={<CloseOutlined />}
                onClick={editor.requestClose}
                data-testid="production-editor-close"
              >
                {t('viewer.close')}
              </Button>
            </Space>
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
