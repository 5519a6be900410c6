import { canShareStory, hasRoles, type StoryAbilities, type Viewer } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { StoryRecord } from './story.repository';
import { rundownsPolicy } from '../rundowns';

/**
 * Who may do what with a story document. Reading needs ROLE_STORY_READ, saving ROLE_STORY_WRITE;
 * approving happens in the rundown (ROLE_RUNDOWN_ADMIN). A story of a program restricted to
 * groups exists only for their members (404); a drawer story without a program is open to every
 * story reader. A private story is seen in full only by its owner and allowed users (the same
 * rule as the rundown grid); only the owner shares it (toggles private, chooses allowed users).
 */
export const storyPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_STORY_READ']),
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_STORY_WRITE']),
  canSeeContent: (viewer: Pick<Viewer, 'userId'>, record: StoryRecord): boolean =>
    rundownsPolicy.canSeeStory(viewer, record.story),
  /**
   * Sees the story whole: it exists for them — no program (`null`), or its program open to them —
   * and its content is not masked. What its edit lock follows (story.locks.ts).
   */
  canReadWhole: (
    viewer: Pick<Viewer, 'userId' | 'isRoot' | 'groupIds'>,
    record: StoryRecord,
    program: { groupIds: readonly number[] } | null,
  ): boolean =>
    (program === null || rundownsPolicy.canSeeProgram(viewer, program)) &&
    storyPolicy.canSeeContent(viewer, record),
  canShare: (actor: Actor, record: StoryRecord): boolean =>
    canShareStory(record.story, actor.userId),
  /** The document can be changed at all: not in the trash, not legacy, its rundown not displayed. */
  isChangeable: (record: StoryRecord): boolean =>
    !record.story.excluded && !record.story.legacy && !record.displayed,
  abilities(actor: Actor, record: StoryRecord): StoryAbilities {
    const visible = storyPolicy.canSeeContent(actor, record);
    const open = !record.story.excluded && !record.displayed;
    return {
      canEdit: storyPolicy.canWrite(actor) && visible && storyPolicy.isChangeable(record),
      canShare: storyPolicy.canWrite(actor) && open && storyPolicy.canShare(actor, record),
      canApprove: rundownsPolicy.canApprove(actor) && open && visible && record.rundownId !== null,
    };
  },
};
