/** The unsaved cache: drafts kept per user, section and document (spec 1 §3, §4). */
export { draftStore, createDraftStore, DRAFT_LIMIT } from './draftStore';
export type {
  DraftEntry,
  DraftInput,
  DraftChange,
  DraftStore,
  DraftStoreOptions,
} from './draftStore';
export { useDraft, DRAFT_SAVE_DELAY_MS } from './useDraft';
export type { UseDraftOptions, DraftState } from './useDraft';
export { useDraftList } from './useDraftList';
export { RecoveryPanel } from './RecoveryPanel';
export { PendingDraftAlert } from './PendingDraftAlert';
export type { PendingDraftAlertProps } from './PendingDraftAlert';
export { deepEqual } from './deepEqual';
