import { reportInputSchema, type Report, type Viewer } from '@newsroom/domain';
import { documentFor } from '../../platform/documents/documentSight';
import { presentDocumentTrailer } from '../../platform/documents/presentDocument';
import { pickFields } from '../../platform/documents/revisions';
import { reportsPolicy } from './reports.policy';
import type { ReportRecord } from './reports.repository';

/**
 * The whole report, unmasked, with the abilities the document itself allows (none in the trash).
 * Events carry this; each viewer's copy is narrowed by `presentFor`.
 */
export function presentRecord(record: ReportRecord): Report {
  const live = !record.excluded;
  return {
    id: record.id,
    title: record.title,
    date: record.date,
    categoryId: record.categoryId,
    eventIds: [...record.eventIds],
    text: record.text,
    ok: record.ok,
    createdAt: record.createdAt.toISOString(),
    ...presentDocumentTrailer(record),
    abilities: { canEdit: live, canDelete: live, canShare: live, canApprove: live },
  };
}

/** A private report of others: its day stays (lists place it), nothing of what it says. */
export function maskReport(report: Report): Report {
  return { ...report, visible: false, title: '', text: '', categoryId: null, eventIds: [] };
}

/** The report as one viewer sees it: masked when private to others, with what they may do. */
export const presentFor = (report: Report, who: Pick<Viewer, 'userId' | 'roles'>): Report =>
  documentFor(report, who, {
    canWrite: reportsPolicy.canWrite,
    mask: maskReport,
    moreAbilities: (visible) => ({
      canApprove: reportsPolicy.canApprove(who) && visible && report.abilities.canApprove,
    }),
  });

const INPUT_FIELDS = Object.keys(reportInputSchema.shape) as (keyof Report & string)[];

/** What a revision keeps: what the editor saves, and whether it stood approved. */
export const revisionSnapshot = (report: Report): Record<string, unknown> => ({
  ...pickFields(report, INPUT_FIELDS),
  ok: report.ok,
});
