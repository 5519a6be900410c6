import type { z } from 'zod';
import type {
  assignmentSchema,
  newsReportSchema,
  proposalSchema,
  RemoteCopy,
  RemoteKind,
  storyDocumentSchema,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { createAssignmentFrom } from '../assignments/assignments.lifecycle';
import { createNewsReportFrom } from '../newsReports/newsReports.lifecycle';
import { createProposal } from '../proposals/proposals.service';
import { createDrawerStoryFrom } from '../stories/sources.service';
import { branchRow, clientOfBranch } from './remote.branches';
import { SERVED_KINDS } from './remote.kinds';
import { remoteRepository as repo, type BranchRow } from './remote.repository';

/**
 * Copy of another branch's document into this one (spec 3 §7 "copy"), through each kind's own
 * create: the copy is the caller's, in the drawer (no programs), not approved nor private. Ids of
 * the other installation (people, programs, lookups, devices, address-book contacts) mean nothing
 * here and are dropped; texts, guides, tasks, sections and CGs are kept. The origin (branch and
 * remote id) is recorded in the same transaction.
 */

type Copier = (
  platform: Platform,
  actor: Actor,
  remote: unknown,
  record: (tx: Executor, documentId: number) => Promise<void>,
) => Promise<{ id: number; slug: string }>;

const COPIERS: Record<RemoteKind, Copier> = {
  assignments: (platform, actor, remote, record) => {
    const source = remote as z.output<typeof assignmentSchema>;
    return createAssignmentFrom(
      platform,
      actor,
      {
        slug: source.slug,
        date: source.date,
        proposal: source.proposal,
        referral: source.referral,
        information: source.information,
        cameraman: source.cameraman,
        tasks: source.tasks,
        guides: source.guides.map((guide) => ({
          ...guide,
          contacts: guide.contacts.map((contact) => ({ ...contact, contactId: null })),
        })),
      },
      (tx, copy) => record(tx, copy.id),
    );
  },
  news_reports: (platform, actor, remote, record) => {
    const source = remote as z.output<typeof newsReportSchema>;
    return createNewsReportFrom(
      platform,
      actor,
      {
        ...source,
        state: 'PRODUCING',
        branchId: null,
        reporterId: actor.userId,
        editorId: null,
        programsIds: [],
        editorialsIds: [],
        vehiclesIds: [],
        classificationId: null,
        cgs: source.cgs.map((cg) => ({ ...cg, deviceId: null })),
      },
      (tx, copy) => record(tx, copy.id),
    );
  },
  stories: (platform, actor, remote, record) => {
    const source = remote as z.output<typeof storyDocumentSchema>;
    return createDrawerStoryFrom(
      platform,
      actor,
      {
        slug: source.slug,
        mediaCode: source.mediaCode,
        estimatedMs: source.estimatedMs,
        manualVt: source.manualVt,
        vtMs: source.vtMs,
        radio: source.radio,
        information: source.information,
        sections: source.sections.map((section) => ({
          ...section,
          subSections: section.subSections.map((sub) => ({ ...sub, presenterId: null })),
        })),
      },
      { sourceType: 'remote', sourceId: source.id },
      (tx, copy) => record(tx, copy.id),
    );
  },
  assignment_proposals: (platform, actor, remote, record) => {
    const source = remote as z.output<typeof proposalSchema>;
    return createProposal(
      platform,
      actor,
      {
        slug: source.slug,
        date: source.date,
        proposal: source.proposal,
        information: source.information,
        programsIds: [],
      },
      (tx, id) => record(tx, id),
    );
  },
};

/** Reads the document from the branch and writes the copy here with its origin. */
export async function copyFromBranch(
  platform: Platform,
  actor: Actor,
  branchId: number,
  kind: RemoteKind,
  remoteId: number,
): Promise<RemoteCopy> {
  const branch: BranchRow = await branchRow(platform, branchId);
  const remote = await clientOfBranch(platform, branch)(
    `${kind}/${remoteId}`,
    SERVED_KINDS[kind].schema,
  );
  let copiedAt = '';
  const copy = await COPIERS[kind](platform, actor, remote, async (tx, documentId) => {
    const origin = await repo.insertOrigin(tx, {
      kind,
      documentId,
      branchId: branch.id,
      branchName: branch.name,
      remoteId,
      copiedById: actor.userId,
    });
    copiedAt = origin.copiedAt.toISOString();
  });
  return {
    kind,
    id: copy.id,
    slug: copy.slug,
    origin: { branchId: branch.id, branchName: branch.name, remoteId, copiedAt },
  };
}
