import type { z } from 'zod';
import type { Audience, FieldPatch, Topic } from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import type { Platform } from '../context';
import type { Executor } from '../db/client';
import type { SoftDeletableTable } from './softDelete';

/** What the kernel reads of every stored document before it lets a change through. */
export interface DocumentRecord {
  id: number;
  excluded: boolean;
}

/** What the kernel reads of every document it answers with. */
export interface DocumentView {
  id: number;
  version: number;
}

/** A change of who sees a private document. */
export type SharingChange = { isPrivate: boolean } | { allowedUserIds: number[] };

/** What a change of a document was, for kinds that say so in their events or logs. */
export type ChangeNote = { call: 'save' } | { call: 'share'; change: SharingChange };

/** A change of one document under way (a save, a sharing change), as the kernel runs it. */
export interface DocumentChange<R extends DocumentRecord, W extends DocumentView> {
  tx: Executor;
  now: Date;
  /** The record the actor may know of, held for the change. */
  record: R;
  /** Publishes the document as written (`whole`, read again); `note` says what changed. */
  publish(whole: W, note: ChangeNote): Promise<void>;
}

/**
 * A document kind, declared once by its area: where it lives, who may touch it, how it is read,
 * shown, written and recorded. The kernel (kernel.ts) runs the same flow for every kind — load,
 * load for edit with the lock, create, save with lock + version + revision + event in one
 * transaction, revisions, trash and restore — and kernel.routes.ts serves it. An area writes only
 * what is special to its kind.
 *
 * `W` is the whole document as stored and read again (`whole`), which `present` turns into the
 * answer `D`; most kinds answer what they store (W = D).
 */
export interface DocumentKind<
  R extends DocumentRecord,
  D extends DocumentView,
  I,
  U extends I & { version: number },
  W extends DocumentView = D,
> {
  /** Lock and revision entity type ('news_report'). */
  entity: string;
  /** Real-time topic of its events. */
  topic: Topic;
  /** Route base under /api ('/news_reports'), and the OpenAPI tag. */
  path: string;
  /** The kind in API summaries ('reportage'). */
  noun: string;
  /** The document's key in the load-for-edit answer (`{ newsReport, lock }`). */
  editKey: string;
  /** Its table: soft delete flips `excluded` and bumps `version`. */
  table: SoftDeletableTable;
  schemas: { document: z.ZodType<D>; input: z.ZodType<I>; update: z.ZodType<U> };
  /** The area and level: reading, and every change. */
  policy: { canRead(actor: Actor): boolean; canWrite(actor: Actor): boolean };

  /** The record when the actor may know of it; 404 otherwise (trashed ones too). */
  find(db: Executor, actor: Actor, id: number): Promise<R>;
  /** Holds the row for the transaction (FOR UPDATE), so concurrent changes queue. */
  lockRow(tx: Executor, id: number): Promise<unknown>;
  /** The whole, unmasked document read again; 404 when gone. */
  whole(db: Executor, id: number): Promise<W>;
  /** The document as the actor sees it (private content of others masked). */
  present(whole: W, actor: Actor): D;
  /** 403 when the record's content is private to others; reading revisions and changing need it. */
  assertContent(actor: Actor, record: R): void;
  /** Refusals of a change besides the trash (a finished assignment under the lock setting...). */
  assertChangeable?(tx: Executor, record: R): Promise<void>;
  /** The refusal of a change to a trashed document (default 422 `document:alreadyExcluded`). */
  inTrashRefusal?(): Error;
  /**
   * Runs a change of one document (a save, a sharing change): its transaction with the row
   * held, the record found for the actor, and how the change is published. Default: a
   * transaction, `lockRow`, `find`, an event of the kind's topic with the whole document. A kind
   * whose documents live inside another one's order (a story in its rundown) owns this step.
   */
  change?<T>(
    platform: Platform,
    actor: Actor,
    id: number,
    body: (change: DocumentChange<R, W>) => Promise<T>,
  ): Promise<T>;

  /** 400 for what the input alone breaks, before the document is looked for. */
  checkInput?(input: I): void;
  /** 400 naming the fields whose references are unknown (or refused); `record` when saving. */
  validate(tx: Executor, actor: Actor, input: I, record?: R): Promise<void>;
  /** Inserts a new document of the actor; its id. Absent: created elsewhere (a story in its rundown). */
  insert?(tx: Executor, actor: Actor, input: I, now: Date): Promise<number>;
  /**
   * After a create (`before` null) or a save, in its transaction: what the kind tells people of
   * the change (the people newly named in it are notified).
   */
  saved?(tx: Executor, actor: Actor, before: R | null, after: W, now: Date): Promise<void>;
  /** Writes a save at the version the editor loaded; no row when the version moved. */
  updateAtVersion(
    tx: Executor,
    actor: Actor,
    id: number,
    version: number,
    input: I,
    now: Date,
  ): Promise<unknown[]>;

  /** What a revision keeps of a document. */
  snapshot(whole: W): unknown;
  slugOf(whole: W): string | null;
  /** Who hears of its events (null: every reader of the topic). */
  audience(db: Executor, document: W | R): Promise<Audience | null>;
  /** The data of its DELETE event (what lists need to drop it). */
  deletedData(record: R): Record<string, unknown>;

  /** Single-field changes from lists (PATCH /<kind>/{id}), when the kind has them. */
  patch?: DocumentPatch<R>;
  /** The owner's sharing of a private document (PUT …/private, …/allowed_users), when it has it. */
  sharing?: DocumentSharing<R>;
}

/** Writes columns of one document, bumping its version. */
export type WriteColumns = (
  tx: Executor,
  actor: Actor,
  id: number,
  values: Record<string, unknown>,
  now: Date,
) => Promise<void>;

/** What a kind says about its single-field patches; the kernel runs the rest (kernel.patch.ts). */
export interface DocumentPatch<R extends DocumentRecord> {
  /** The value a patch of `field` would replace (null for an unknown field). */
  oldValueOf(record: R, field: string): unknown;
  /**
   * The columns a valid patch writes and the value announced. A bad field or value is a 400;
   * the kind's own refusals (a finished assignment, an unknown task) are thrown here too.
   */
  change(
    tx: Executor,
    actor: Actor,
    record: R,
    patch: FieldPatch,
  ): Promise<{ values: Record<string, unknown>; value: unknown }>;
  /** Writes the columns (bumping the version). */
  write: WriteColumns;
}

/** What a kind says about sharing; the kernel runs the rest (kernel.sharing.ts). */
export interface DocumentSharing<R extends DocumentRecord> {
  /** Only the owner shares. */
  isOwner(actor: Actor, record: R): boolean;
  /** The 403 message key when someone else tries. */
  onlyOwnerKey: string;
  /** The kind's refusals of sharing besides the trash and the owner (a story in a shown rundown). */
  assertShareable?(record: R): void;
  /** The columns a change of the private flag writes (none: nothing changes), and its refusals. */
  privateValues(record: R, isPrivate: boolean): Record<string, unknown>;
  /** Writes the columns (bumping the version). */
  write: WriteColumns;
}

/** Any declared kind, for the kernel's registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDocumentKind = DocumentKind<any, any, any, any, any>;
