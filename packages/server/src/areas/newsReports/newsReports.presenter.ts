import {
  newsReportCgSchema,
  newsReportInputSchema,
  newsReportSectionSchema,
  type NewsReport,
  type Viewer,
} from '@newsroom/domain';
import { newsReportsPolicy } from './newsReports.policy';
import type { NewsReportRecord } from './newsReports.repository';
import { presentDocumentColumns, storedList } from '../../platform/documents/presentDocument';
import { documentFor } from '../../platform/documents/documentSight';
import { pickFields } from '../../platform/documents/revisions';

/** Sections as stored. */
export const sectionsOf = storedList(newsReportSectionSchema);

/** CGs as stored. */
export const cgsOf = storedList(newsReportCgSchema);

/**
 * The whole news report, unmasked, with the abilities the document itself allows (none in the
 * trash). Events carry this; each viewer's copy is narrowed by `presentFor`.
 */
export function presentRecord(record: NewsReportRecord): NewsReport {
  const live = !record.excluded;
  return {
    ...presentDocumentColumns(record),
    branchId: record.branchId,
    reporterId: record.reporterId,
    editorId: record.editorId,
    programsIds: [...record.programsIds],
    editorialsIds: [...record.editorialsIds],
    vehiclesIds: [...record.vehiclesIds],
    classificationId: record.classificationId,
    cameraman: record.cameraman,
    lead: record.lead,
    text: record.text,
    teaser: record.teaser,
    headingSuggestion: record.headingSuggestion,
    noteSuggestion: record.noteSuggestion,
    information: record.information,
    ok: record.ok,
    tv: record.tv,
    radio: record.radio,
    sections: sectionsOf(record.sections),
    cgs: cgsOf(record.cgs),
    totalMs: record.totalMs,
    assignmentId: record.assignmentId,
    abilities: { canEdit: live, canDelete: live, canShare: live, canApprove: live },
  };
}

/** A private news report of others: no slug, texts, sections nor CGs (as private stories). */
export function maskNewsReport(report: NewsReport): NewsReport {
  return {
    ...report,
    visible: false,
    slug: '',
    lead: '',
    text: '',
    teaser: '',
    headingSuggestion: '',
    noteSuggestion: '',
    information: '',
    sections: [],
    cgs: [],
  };
}

/** The news report as one viewer sees it: masked when private to others, with what they may do. */
export const presentFor = (
  report: NewsReport,
  who: Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>,
): NewsReport =>
  documentFor(report, who, {
    canWrite: newsReportsPolicy.canWrite,
    mask: maskNewsReport,
    moreAbilities: (visible) => ({
      canApprove: newsReportsPolicy.canApprove(who) && visible && report.abilities.canApprove,
    }),
  });

/**
 * The fields a revision keeps: what the editor saves, plus the total, the approval and the
 * associated assignment (so the history shows approvals and associations).
 */
const REVISION_FIELDS = [
  ...(Object.keys(newsReportInputSchema.shape) as (keyof NewsReport & string)[]),
  'totalMs',
  'ok',
  'assignmentId',
] as const;

/** What a revision keeps of a news report. */
export const revisionSnapshot = (report: NewsReport): Record<string, unknown> =>
  pickFields(report, REVISION_FIELDS);
