import type { z } from 'zod';
import {
  assignmentSchema,
  DomainError,
  newsReportSchema,
  proposalSchema,
  storyDocumentSchema,
  type RemoteKind,
  type RemoteSummary,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { readDocumentContent } from '../../platform/documents/kernel';
import { notFound } from '../../platform/http/refusals';
import { listDay as listAssignmentsOfDay } from '../assignments/assignments.lists';
import { assignmentKind } from '../assignments/assignments.kind';
import { filterNewsReports } from '../newsReports/newsReports.lists';
import { newsReportKind } from '../newsReports/newsReports.kind';
import { filterProposals, loadProposal } from '../proposals/proposals.service';
import { filterStories } from '../stories/stories.lists.service';
import { storyKind } from '../stories/story.kind';

/**
 * What this installation serves another branch of each kind: the documents of a day and one
 * document whole. Each reuses the kind's own list and load with the remote actor, so program
 * restrictions hold as for any reader; private documents are left out of lists and refused by id.
 */
export interface ServedKind {
  /** The document as its own API answers it (what the copy reads). */
  schema: z.ZodType;
  list(platform: Platform, actor: Actor, date: string): Promise<RemoteSummary[]>;
  load(platform: Platform, actor: Actor, id: number): Promise<unknown>;
}

/** Enough rows for one day of one kind. */
const DAY_PAGE = { page: 0, size: 500 } as const;

interface Listed {
  id: number;
  slug: string;
  date: string | null;
  state?: string;
  isPrivate?: boolean;
  visible?: boolean;
  excluded?: boolean;
}

/** Shared documents only: not private, seen whole, not in the trash. */
const summaries = (rows: readonly Listed[]): RemoteSummary[] =>
  rows
    .filter((row) => !row.isPrivate && row.visible !== false && !row.excluded)
    .map((row) => ({ id: row.id, slug: row.slug, date: row.date, state: row.state ?? null }));

/** A private document is not shared: the other branch learns only that there is none. */
async function sharedOnly<T extends object>(load: () => Promise<T>): Promise<T> {
  try {
    const document = await load();
    if ('isPrivate' in document && document.isPrivate === true) throw notFound();
    return document;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'forbidden') throw notFound();
    throw error;
  }
}

export const SERVED_KINDS: Record<RemoteKind, ServedKind> = {
  assignments: {
    schema: assignmentSchema,
    list: async (platform, actor, date) =>
      summaries(await listAssignmentsOfDay(platform, actor, date)),
    load: (platform, actor, id) =>
      sharedOnly(() => readDocumentContent(platform, assignmentKind, actor, id)),
  },
  news_reports: {
    schema: newsReportSchema,
    list: async (platform, actor, date) =>
      summaries(
        (
          await filterNewsReports(platform, actor, {
            ...DAY_PAGE,
            from: date,
            to: date,
            allPrograms: false,
          })
        ).data,
      ),
    load: (platform, actor, id) =>
      sharedOnly(() => readDocumentContent(platform, newsReportKind, actor, id)),
  },
  stories: {
    schema: storyDocumentSchema,
    list: async (platform, actor, date) =>
      summaries((await filterStories(platform, actor, { ...DAY_PAGE, filter: 'ALL', date })).data),
    load: (platform, actor, id) =>
      sharedOnly(() => readDocumentContent(platform, storyKind, actor, id)),
  },
  assignment_proposals: {
    schema: proposalSchema,
    list: async (platform, actor, date) =>
      summaries(
        (await filterProposals(platform, actor, { ...DAY_PAGE, from: date, to: date })).data,
      ),
    load: (platform, actor, id) => sharedOnly(() => loadProposal(platform, actor, id)),
  },
};
