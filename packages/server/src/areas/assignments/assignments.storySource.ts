import type { StorySourceLoader } from '../stories/storySource';
import { assignmentsPolicy } from './assignments.policy';
import { assignmentsRepository } from './assignments.repository';
import { forbidden, notFound } from '../../platform/http/refusals';

/**
 * A story can start from an assignment (POST /stories/sources with sourceType `assignment`): its
 * slug, type, branch, first program, first editor and reporter, and its texts as the story's
 * information. The caller must be able to read the assignment as its own GET would (403 without
 * the role or for a private assignment of others, 404 when removed or outside their programs).
 */
export const assignmentStorySource: StorySourceLoader = async (tx, actor, id) => {
  if (!assignmentsPolicy.canRead(actor)) throw forbidden();
  const record = await assignmentsRepository.findRecord(tx, id);
  if (!record || record.excluded) throw notFound();
  const groupsOf = await assignmentsRepository.programGroups(tx, record.programsIds);
  if (!assignmentsPolicy.canSeePrograms(actor, record.programsIds, groupsOf)) throw notFound();
  if (!assignmentsPolicy.canSeeContent(actor, record)) throw forbidden();
  const texts = [record.proposal, record.referral, record.information]
    .map((text) => text.trim())
    .filter(Boolean);
  return {
    slug: record.slug,
    programId: record.programsIds[0] ?? null,
    typeId: record.typeId,
    branchId: record.branchId,
    editorId: record.editorsIds[0] ?? null,
    reporterId: record.reportersIds[0] ?? null,
    information: texts.join('\n\n'),
  };
};
