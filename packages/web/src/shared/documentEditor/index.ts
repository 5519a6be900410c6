export { useDocumentSave } from './useDocumentSave';
export type {
  DocumentSaver,
  FieldErrors,
  UseDocumentSaveOptions,
  Validation,
} from './useDocumentSave';
