import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deepEqual, useDraft } from '../drafts';
import type { DocumentKind, EditedDocument, ReadOnlyReason } from './documentKind';
import { useCloseFlow } from './useCloseFlow';
import { useDocumentSave } from './useDocumentSave';
import type { EditSession } from './useEditSession';

/** What the tab shows of its editor. */
export interface EditorStatus {
  title: string;
  isDirty: boolean;
}

/** Options of {@link useDocumentEditor}. */
export interface UseDocumentEditorOptions<D, E> {
  /** The values of a new document. */
  initial: () => E;
  onSaved?: (document: D, wasNew: boolean) => void;
  onClose: () => void;
  onStatusChange?: (status: EditorStatus) => void;
  /** Increases when the tab's close button asks to close. */
  closeRequest?: number;
  /** What the tab's close asks about unsaved edits (see `useCloseFlow`). */
  closeRequestAsks?: 'save' | 'discard';
  /** Prefix of the editor's own test ids (`story`, `guideline`…). */
  testIdPrefix: string;
}

/**
 * The editor of one load of a document (key the form with `session.generation`): the form's
 * values, whether it may be edited and why not, the draft kept in the unsaved cache, the save,
 * the take-over and closing. Every kind's editor is this plus its own fields.
 */
export function useDocumentEditor<D extends EditedDocument, E extends object, I>(
  session: EditSession<D, E, I>,
  options: UseDocumentEditorOptions<D, E>,
) {
  const { kind, loaded, lock } = session;
  const { t } = useTranslation(kind.namespace);
  const [initial] = useState<E>(() =>
    loaded ? kind.toEditable(loaded.document) : options.initial(),
  );
  const [current, setCurrent] = useState<E>(initial);
  const isLockHeld = lock.status === 'held';
  const saving = useDocumentSave(kind, {
    loaded: loaded?.document ?? null,
    initial,
    current,
    setCurrent,
    onLockLost: lock.markLost,
    onSaved: options.onSaved,
  });
  const { record, saved } = saving;
  const isNew = record === null;
  // The document's own reason (private, legacy…) says more than the refusal that came of it.
  const readOnlyReason: ReadOnlyReason | null = isNew
    ? null
    : (kind.readOnlyReasonOf?.(record) ?? loaded?.refusal ?? null);
  const canEdit = isNew || (readOnlyReason === null && isLockHeld);
  const isDirty = useMemo(() => !deepEqual(current, saved), [current, saved]);
  const title = titleOf(kind, current) || t(kind.messages.newTitle);

  const draft = useDraft<E>({
    section: kind.draftSection,
    uuid: record ? (record.uuid ?? `id-${record.id}`) : 'new',
    saved,
    current,
    baseVersion: record?.version ?? 0,
    title,
    href: kind.editHref?.(record?.id ?? null) ?? window.location.href,
    enabled: canEdit,
  });

  const { onStatusChange } = options;
  useEffect(() => {
    onStatusChange?.({ title, isDirty });
  }, [title, isDirty, onStatusChange]);

  const save = () => (canEdit ? saving.save() : Promise.resolve(false));
  const { requestClose, modalHolder } = useCloseFlow({
    hasUnsavedEdits: canEdit && isDirty,
    save,
    discard: () => {
      setCurrent(saved);
      draft.discard();
    },
    onClose: options.onClose,
    closeRequest: options.closeRequest,
    closeRequestAsks: options.closeRequestAsks,
    testIdPrefix: options.testIdPrefix,
  });

  /** Ctrl+S (⌘S) saves. */
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };

  /** Merges changed fields into the form. */
  const update = (fields: Partial<E>) => setCurrent((now) => ({ ...now, ...fields }));

  // A take-over only makes sense where holding the lock would let the user edit.
  const canTakeOver = !isNew && (readOnlyReason === null || readOnlyReason === 'locked');

  return {
    record,
    saved,
    current,
    setCurrent,
    update,
    errors: saving.errors,
    isSaving: saving.isSaving,
    refusal: saving.refusal,
    setRecord: saving.setRecord,
    adopt: saving.adopt,
    isNew,
    isDirty,
    canEdit,
    readOnlyReason,
    title,
    draft,
    save,
    requestClose,
    modalHolder,
    handleKeyDown,
    lock,
    takeOver: canTakeOver ? () => void session.reload(true) : undefined,
    isReloading: session.isReloading,
    reload: session.reload,
  };
}

/** What {@link useDocumentEditor} hands a kind's form. */
export type DocumentEditor<D extends EditedDocument, E extends object, I> = ReturnType<
  typeof useDocumentEditor<D, E, I>
>;

/** The tab title of the form's values: the kind's own, else the slug in upper case. */
function titleOf<D extends EditedDocument, E extends object, I>(
  kind: DocumentKind<D, E, I>,
  value: E,
): string {
  if (kind.titleOf) return kind.titleOf(value).trim();
  const slug = (value as { slug?: unknown }).slug;
  return typeof slug === 'string' ? slug.trim().toUpperCase() : '';
}
