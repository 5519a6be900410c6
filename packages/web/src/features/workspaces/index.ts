/** Document workspaces: the admin list, the browser with "My credentials", document attachments. */
export { WorkspacesPage } from './admin/WorkspacesPage';
export { DocumentAttachments } from './components/DocumentAttachments';
export type { DocumentAttachmentsProps } from './components/DocumentAttachments';
