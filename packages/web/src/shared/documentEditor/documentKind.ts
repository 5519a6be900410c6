import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LockView } from '@newsroom/domain';
import type { ApiError } from '../api';

/** Messages of a document form's fields, by field path. */
export type FieldErrors = Record<string, string>;

/** A form's values checked before saving: the input to send, or the fields in error. */
export type Validation<I> = { ok: true; data: I } | { ok: false; errors: FieldErrors };

/** What every editable document carries. */
export interface EditedDocument {
  id: number;
  /** Keys the document's draft; a kind without one (posts) is keyed by its id. */
  uuid?: string;
  version: number;
}

/**
 * Why an editor shows its document read-only: `role` (the user may not edit it), `locked`
 * (another session holds its lock), or a kind's own reason (a finished assignment, a private
 * story…), which that kind words itself.
 */
export type ReadOnlyReason = 'role' | 'locked' | (string & {});

/**
 * One document kind as the shared editor needs it: only what is special to the kind — its calls,
 * its form values and their check, its words. Loading for edit, the lock, the draft, the save and
 * closing are the same for every kind (`useEditSession`, `useDocumentEditor`).
 */
export interface DocumentKind<D extends EditedDocument, E, I> {
  /** The locked kind as the server names it (`story`, `assignment`…). */
  entityType: string;
  /** The kind's i18n namespace. */
  namespace: string;
  /** The kind's section in the unsaved cache. */
  draftSection: string;
  /** Where the recovery panel's Open goes (null: a new document); the current page when absent. */
  editHref?(id: number | null): string;
  /** POST …/{id}/edit `{ takeOver }`: the document and our lock (412 when another holds it). */
  loadForEdit(id: number, takeOver: boolean): Promise<{ document: D; lock: LockView }>;
  /** GET …/{id}: the document, to show read-only. */
  fetch(id: number): Promise<D>;
  /** A refusal of the load for edit that still shows the document read-only: its reason, or null. */
  readOnlyOnRefusal?(error: ApiError): ReadOnlyReason | null;
  /** Why this document is read-only for the user even under our lock, or null. */
  readOnlyReasonOf?(document: D): ReadOnlyReason | null;
  /** The form's values of a document. */
  toEditable(document: D): E;
  /** The tab title of the form's values; absent: the slug in upper case (every kind with one). */
  titleOf?(value: E): string;
  /** Checks the form (messages in the kind's namespace); the input to send. */
  validate(value: E, t: TFunction): Validation<I>;
  /** Creates a document; absent when the kind is never created in its editor. */
  create?(input: I): Promise<D>;
  update(id: number, input: I & { version: number }): Promise<D>;
  /** Puts the saved document into the kind's cached lists and views. */
  onStored(queryClient: QueryClient, document: D): void;
  /** The kind's own words (keys), where it says more than the shared ones. */
  messages: {
    /** The tab title of a document without a slug yet. */
    newTitle: string;
    /** Said when a save succeeds (default: `document:saved`). */
    saved?: string;
    /** Said when the form fails its check (default: `validation:failed`). */
    invalid?: string;
    /** Said on a 409 (default: the server's message). */
    conflict?: string;
    /** Said when the server cannot be reached (default: the generic failure). */
    offline?: string;
  };
}
