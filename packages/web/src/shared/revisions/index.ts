/** Revisions of documents: the versions dialog and the revision viewer (spec 1 §2, spec 2 §2). */
export { VersionsDialog } from './VersionsDialog';
export type { VersionsDialogProps } from './VersionsDialog';
export { RevisionViewer } from './RevisionViewer';
export type { RevisionViewerProps } from './RevisionViewer';
export { revisionFields, revisionValueText } from './revisionFields';
export type { RevisionItem, RevisionChange, RevisionFieldRow } from './revisionFields';
export { revisionReader, useRevisionReader, PLAIN_REVISION_READER } from './revisionReader';
export type { RevisionReader, RevisionReaderParts, ReaderLanguage } from './revisionReader';
