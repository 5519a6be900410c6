import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { documentRevisions } from '../../platform/documents/kernel';
import type { RevisionWithChanges } from '../../platform/documents/revisions';
import { newsReportKind } from './newsReports.kind';

/**
 * What the news report adds to the kernel's calls: its change history. The kernel serves load,
 * load for edit, create, save, revisions, trash and restore (newsReports.kind.ts). Lists are in
 * newsReports.lists.ts, single-field patches in newsReports.patch.ts, copies, assignments turned
 * news reports and approval in newsReports.lifecycle.ts, the association in
 * newsReports.association.ts, sharing in newsReports.sharing.ts.
 */

/** One entry of the change history (GET /news_reports/{id}/history). */
export interface HistoryEntry {
  revisionNumber: number;
  revisionDate: string;
  revisorNickname: string;
  revisorIP: string;
  changes: RevisionWithChanges['changes'];
}

/** GET /news_reports/{id}/history: who changed what and when, newest first (no snapshots). */
export async function newsReportHistory(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<HistoryEntry[]> {
  const revisions = await documentRevisions(platform, newsReportKind, actor, id);
  return revisions.map((r) => ({
    revisionNumber: r.revisionNumber,
    revisionDate: r.revisionDate,
    revisorNickname: r.revisorNickname,
    revisorIP: r.revisorIP,
    changes: r.changes,
  }));
}
