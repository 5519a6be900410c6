import type { Production, RealtimeEvent, Viewer } from '@newsroom/domain';
import { presentFor } from './productions.presenter';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const looksLikeProduction = (value: unknown): value is Production =>
  isObject(value) && 'abilities' in value && 'excluded' in value && 'tasks' in value;

/**
 * Production events as one viewer may act on them: the `abilities` inside are the viewer's (the
 * event carries what the document itself allows), alone (CREATE, UPDATE) or as the `production`
 * of a PATCH. Lookup events and DELETE pass unchanged.
 */
export function renderProductionEvent(event: RealtimeEvent, viewer: Viewer): RealtimeEvent {
  const data = event.data;
  if (!isObject(data)) return event;
  if (event.action === 'PATCH' && looksLikeProduction(data.production)) {
    return { ...event, data: { ...data, production: presentFor(data.production, viewer) } };
  }
  if (looksLikeProduction(data)) return { ...event, data: presentFor(data, viewer) };
  return event;
}
