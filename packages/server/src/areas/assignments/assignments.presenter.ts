import {
  assignmentInputSchema,
  guideSchema,
  productionTaskSchema,
  type Assignment,
  type DocumentState,
  type Viewer,
} from '@newsroom/domain';
import { assignmentsPolicy } from './assignments.policy';
import type { AssignmentRecord } from './assignments.repository';
import { presentDocumentColumns, storedList } from '../../platform/documents/presentDocument';
import { documentFor } from '../../platform/documents/documentSight';
import { pickFields } from '../../platform/documents/revisions';

/** Guides as stored. */
export const guidesOf = storedList(guideSchema);

/** Tasks as stored. */
export const tasksOf = storedList(productionTaskSchema);

/**
 * The whole assignment, unmasked, with the abilities the document itself allows (not in the
 * trash; not finished while finished ones are locked). Events carry this; each viewer's copy
 * is narrowed by `presentFor`.
 */
export function presentRecord(record: AssignmentRecord, lockFinished: boolean): Assignment {
  const finishedLocked = assignmentsPolicy.isFinishedLocked(
    { state: record.state as DocumentState },
    lockFinished,
  );
  return {
    ...presentDocumentColumns(record),
    typeId: record.typeId,
    teamId: record.teamId,
    branchId: record.branchId,
    classificationId: record.classificationId,
    cameraman: record.cameraman,
    editorsIds: [...record.editorsIds],
    producersIds: [...record.producersIds],
    reportersIds: [...record.reportersIds],
    programsIds: [...record.programsIds],
    editorialsIds: [...record.editorialsIds],
    vehiclesIds: [...record.vehiclesIds],
    proposal: record.proposal,
    referral: record.referral,
    information: record.information,
    guides: guidesOf(record.guides),
    tasks: tasksOf(record.tasks),
    proposalId: record.proposalId,
    productionId: record.productionId,
    abilities: {
      canEdit: !record.excluded && !finishedLocked,
      canDelete: !record.excluded,
      canShare: !record.excluded,
    },
  };
}

/** A private assignment of others: no slug, texts, guides nor tasks (as private stories). */
export function maskAssignment(assignment: Assignment): Assignment {
  return {
    ...assignment,
    visible: false,
    slug: '',
    proposal: '',
    referral: '',
    information: '',
    guides: [],
    tasks: [],
  };
}

/** The assignment as one viewer sees it: masked when private to others, with what they may do. */
export const presentFor = (
  assignment: Assignment,
  who: Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>,
): Assignment =>
  documentFor(assignment, who, { canWrite: assignmentsPolicy.canWrite, mask: maskAssignment });

/** The fields a revision keeps: what the editor saves. */
const REVISION_FIELDS = Object.keys(assignmentInputSchema.shape) as (keyof Assignment & string)[];

/** What a revision keeps of an assignment. */
export const revisionSnapshot = (assignment: Assignment): Record<string, unknown> =>
  pickFields(assignment, REVISION_FIELDS);
