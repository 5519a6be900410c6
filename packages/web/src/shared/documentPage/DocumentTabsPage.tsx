import { Tabs, type TabsProps } from 'antd';
import type { ReactNode } from 'react';
import type { EditorStatus } from '../documentEditor';
import type { DocumentTab, DocumentTabs, SavedDocument } from './useDocumentTabs';

/** What every kind's editor takes from its tab. */
export interface TabEditorProps<D extends SavedDocument> {
  closeRequest: number;
  onSaved: (document: D, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange: (status: EditorStatus) => void;
}

interface DocumentTabsPageProps<D extends SavedDocument> {
  documentTabs: DocumentTabs;
  /** The area's own tabs before the editors (list, search, trash…). */
  fixedTabs: NonNullable<TabsProps['items']>;
  className?: string;
  testId: string;
  /** Test id of each editor tab's label. */
  tabTestId: string;
  /** Label of the new document's tab before it has a slug. */
  newTitle: string;
  renderEditor: (tab: DocumentTab, props: TabEditorProps<D>) => ReactNode;
  /** Besides moving the tab, what the area does with a saved document. */
  onSaved?: (document: D) => void;
}

/**
 * A document area's page: its fixed tabs and one closable editor tab per open document, titled
 * by the slug (or `newTitle`) with an asterisk while unsaved.
 */
export function DocumentTabsPage<D extends SavedDocument>({
  documentTabs,
  fixedTabs,
  className,
  testId,
  tabTestId,
  newTitle,
  renderEditor,
  onSaved,
}: DocumentTabsPageProps<D>) {
  const { tabs, activeKey, setActiveKey, closeTab, handleSaved, handleStatus, requestClose } =
    documentTabs;
  const editorTabs = tabs.map((tab) => ({
    key: tab.key,
    label: (
      <span data-testid={tabTestId} data-key={tab.key}>
        {(tab.title || newTitle) + (tab.isDirty ? ' *' : '')}
      </span>
    ),
    closable: true,
    children: renderEditor(tab, {
      closeRequest: tab.closeRequest,
      onSaved: (document, wasNew) => {
        onSaved?.(document);
        handleSaved(tab.key, document, wasNew);
      },
      onClose: () => closeTab(tab.key),
      onStatusChange: (status) => handleStatus(tab.key, status),
    }),
  }));

  return (
    <div className={className} data-testid={testId}>
      <Tabs
        type="editable-card"
        hideAdd
        activeKey={activeKey}
        onChange={setActiveKey}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') requestClose(key);
        }}
        items={[...fixedTabs, ...editorTabs]}
      />
    </div>
  );
}
