/**
 * The document editor every kind uses (issue 15): open for edit with the lock, the draft, the
 * save with its refusals, take-over and close; a kind gives only what is special to it.
 */
export { useEditSession } from './useEditSession';
export type { EditSession } from './useEditSession';
export { useDocumentEditor } from './useDocumentEditor';
export type { DocumentEditor, EditorStatus, UseDocumentEditorOptions } from './useDocumentEditor';
export { EditorNotices } from './EditorNotices';
export type {
  DocumentKind,
  EditedDocument,
  FieldErrors,
  ReadOnlyReason,
  Validation,
} from './documentKind';
export type { EditLoad } from './openForEdit';
export type { SaveRefusal } from './useDocumentSave';
export { HeaderFields, programChoices } from './HeaderFields';
export { sharedHeaderControls } from './sharedHeaderControls';
export type { HeaderControl, HeaderFieldSpec, HeaderFieldsProps } from './HeaderFields';
export { ItemActions, removeAction } from './ItemActions';
export type { ItemAction, ItemActionsProps } from './ItemActions';
export { SortableItems } from './SortableItems';
export type { SortableItemsProps } from './SortableItems';
export { useSortableItem } from './useSortableItem';
export type { SortableItemOptions } from './useSortableItem';
export { CgFieldRow } from './CgFieldRow';
export type { CgFieldRowProps, CgFieldValues } from './CgFieldRow';
export { EditableList } from './EditableList';
export type { EditableListProps } from './EditableList';
export { DocumentSharing } from './DocumentSharing';
