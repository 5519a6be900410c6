import { canAccessProgram, type Viewer } from '@newsroom/domain';

/**
 * Who sees a document bound to programs and private to some people (assignments, news reports).
 * Such a document whose programs are all restricted to groups the viewer is not in does not
 * exist for them; one without programs is open to every reader. A private one is seen in full
 * only by its owner and allowed users (root included); only the owner shares it.
 */

/** Who sees a document's content. */
export interface DocumentPrivacy {
  isPrivate: boolean;
  ownerId: number | null;
  allowedUserIds: readonly number[];
}

/** The groups restricting each program (none = an open program). */
export type ProgramGroups = ReadonlyMap<number, readonly number[]>;

/** What decides who reads a document whole: its privacy and its programs. */
export type DocumentReaders = DocumentPrivacy & { programsIds: readonly number[] };

/** The rules of sight the program-bound private documents share. */
export const documentSight = {
  /** Visible when it has no program or one the viewer may access. */
  canSeePrograms: (
    who: Pick<Viewer, 'isRoot' | 'groupIds'>,
    programsIds: readonly number[],
    groupsOf: ProgramGroups,
  ): boolean =>
    programsIds.length === 0 ||
    programsIds.some((id) => canAccessProgram(who, { groupIds: groupsOf.get(id) ?? [] })),
  canSeeContent: (who: Pick<Viewer, 'userId'>, facts: DocumentPrivacy): boolean =>
    !facts.isPrivate ||
    facts.ownerId === null ||
    facts.ownerId === who.userId ||
    facts.allowedUserIds.includes(who.userId),
  /** It exists for the viewer (programs; root passes) and is not masked (privacy; root does not pass). */
  canReadWhole: (
    who: Pick<Viewer, 'userId' | 'isRoot' | 'groupIds'>,
    document: DocumentReaders,
    groupsOf: ProgramGroups,
  ): boolean =>
    documentSight.canSeePrograms(who, document.programsIds, groupsOf) &&
    documentSight.canSeeContent(who, document),
  isOwner: (who: Pick<Viewer, 'userId'>, facts: DocumentPrivacy): boolean =>
    facts.ownerId !== null && facts.ownerId === who.userId,
};

/** What every document lets a viewer do. */
export interface DocumentAbilities {
  canEdit: boolean;
  canDelete: boolean;
  canShare: boolean;
}

/**
 * A whole document as one viewer sees it: masked when its content is private to others, and
 * with the abilities the document allows narrowed to the viewer — a writer of the kind who sees
 * the content edits and deletes; only the owner shares. `moreAbilities` adds a kind's own.
 */
export function documentFor<D extends DocumentPrivacy & { abilities: DocumentAbilities }>(
  document: D,
  who: Pick<Viewer, 'userId' | 'roles'>,
  kind: {
    canWrite(who: Pick<Viewer, 'roles'>): boolean;
    mask(document: D): D;
    moreAbilities?(visible: boolean): Omit<D['abilities'], keyof DocumentAbilities>;
  },
): D {
  const visible = documentSight.canSeeContent(who, document);
  const writer = kind.canWrite(who) && visible;
  const base = document.abilities;
  const shown: D = {
    ...document,
    abilities: {
      canEdit: writer && base.canEdit,
      canDelete: writer && base.canDelete,
      canShare: writer && base.canShare && documentSight.isOwner(who, document),
      ...kind.moreAbilities?.(visible),
    },
  };
  return visible ? shown : kind.mask(shown);
}
