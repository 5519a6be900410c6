import type { Rundown } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { presentRundownView } from './rundowns.presenter';

/** OpenAPI tags of every rundown, block and story route of this area. */
export const tags = ['rundowns'];

/** Every rundown answer is the caller's view: private stories masked, abilities, timing. */
export function rundownViewer(platform: Platform) {
  return (actor: Actor, rundown: Rundown) =>
    presentRundownView(rundown, actor, platform.clock(), platform.config.newsroomTimeZone);
}
