import type { FastifyRequest } from 'fastify';
import type { Rundown } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { actorOf } from '../../platform/http/guard';
import { presentRundownView } from './rundowns.presenter';

/** OpenAPI tags of every rundown, block and story route of this area. */
export const tags = ['rundowns'];

/** Every rundown answer is the caller's view: private stories masked, abilities, timing. */
export function rundownViewer(platform: Platform) {
  return (request: FastifyRequest, rundown: Rundown) =>
    presentRundownView(rundown, actorOf(request), platform.clock());
}
