import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may use the credits list: readers of stories or of reportages list it (each sees the
 * credits of the kinds they read); sending a credit to the character generator takes what
 * sending a rundown's credits takes (ROLE_RUNDOWN_WRITE).
 */
export const creditsPolicy = {
  canReadStories: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_STORY_READ']),
  canReadNewsReports: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_NEWS_REPORT_READ']),
  canList: (actor: Actor): boolean =>
    creditsPolicy.canReadStories(actor) || creditsPolicy.canReadNewsReports(actor),
  canSend: (actor: Actor): boolean =>
    creditsPolicy.canList(actor) && hasRoles(actor.roles, ['ROLE_RUNDOWN_WRITE']),
};
