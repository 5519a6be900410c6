import { isInAudience, type Assignment } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { notifyWhoMaySee } from '../notifications/notify';
import { assignmentsPolicy } from './assignments.policy';
import { assignmentsRepository, type AssignmentRecord } from './assignments.repository';

/** The people a guideline names. */
const peopleOf = (a: Pick<Assignment, 'reportersIds' | 'producersIds' | 'editorsIds'>) => [
  ...a.reportersIds,
  ...a.producersIds,
  ...a.editorsIds,
];

/**
 * After a guideline is created or saved: the reporters, producers and editors newly named in it
 * (not the one who named them) are told, when they may read it whole — its programs' groups
 * and, when private, its readers.
 */
export async function notifyNewPeople(
  tx: Executor,
  actor: Actor,
  before: AssignmentRecord | null,
  after: Assignment,
  now: Date,
): Promise<void> {
  if (after.excluded) return;
  const already = new Set(before ? peopleOf(before) : []);
  const added = peopleOf(after).filter((id) => !already.has(id) && id !== actor.userId);
  if (added.length === 0) return;
  const groupsOf = await assignmentsRepository.programGroups(tx, after.programsIds);
  const audience = assignmentsPolicy.wholeAudience(after, groupsOf);
  await notifyWhoMaySee(
    tx,
    added,
    (viewer) => assignmentsPolicy.canRead(viewer) && isInAudience(audience, viewer),
    {
      level: 'INFO',
      category: 'information',
      titleKey: 'notification:namedInGuideline',
      params: { slug: after.slug, date: after.date ?? '', by: actor.nickname },
      link: { kind: 'assignment', id: after.id, date: after.date },
    },
    now,
  );
}
