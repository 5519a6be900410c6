import type { Production, RealtimeEvent, Viewer } from '@newsroom/domain';
import { productionsPolicy } from './productions.policy';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const looksLikeProduction = (value: unknown): value is Production =>
  isObject(value) && 'abilities' in value && 'excluded' in value && 'tasks' in value;

/**
 * Checklist events as one viewer may act on them: the `abilities` inside are recomputed for
 * the viewer (the event was written with the author's), alone (CREATE, UPDATE) or as the
 * `production` of a PATCH. Lookup events and DELETE pass unchanged.
 */
export function renderProductionEvent(event: RealtimeEvent, viewer: Viewer): RealtimeEvent {
  const data = event.data;
  if (!isObject(data)) return event;
  const forViewer = (production: Production): Production => ({
    ...production,
    abilities: productionsPolicy.abilities(viewer, production),
  });
  if (event.action === 'PATCH' && looksLikeProduction(data.production)) {
    return { ...event, data: { ...data, production: forViewer(data.production) } };
  }
  if (looksLikeProduction(data)) return { ...event, data: forViewer(data) };
  return event;
}
