/** The tabbed page of a document area: fixed tabs plus one editor tab per open document. */
export { DocumentTabsPage } from './DocumentTabsPage';
export type { TabEditorProps } from './DocumentTabsPage';
export { useDocumentTabs } from './useDocumentTabs';
export type { DocumentTab, DocumentTabs, SavedDocument } from './useDocumentTabs';
export { fixedTab, LIST_TAB, useDayListPage } from './useDayListPage';
export type { DayListSelection } from './useDayListPage';
