import type { EditorStatus } from '../documentEditor';

/** What a document tab gives the editor of a dated document (assignment, news report, production). */
export interface DatedEditorProps<D, L> {
  /** The date of a new document. */
  initialDate: string;
  /** The area's lookups the form's choices come from. */
  lookups: L;
  onSaved: (document: D, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close (runs the kind's unsaved-changes flow). */
  closeRequest?: number;
}
