import type { NewsReport, RealtimeEvent, Viewer } from '@newsroom/domain';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor } from './newsReports.presenter';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const looksLikeNewsReport = (value: unknown): value is NewsReport =>
  isObject(value) &&
  'isPrivate' in value &&
  'allowedUserIds' in value &&
  'sections' in value &&
  'cgs' in value &&
  'abilities' in value;

/** Fields whose patched value is content a masked news report hides. */
const CONTENT_FIELDS = new Set(['slug', 'information']);

/**
 * News report events as one viewer may see them: a private news report of someone else arrives
 * masked (visible false, slug, texts, sections and CGs blanked), alone (CREATE, UPDATE) or in a
 * PATCH (its `newsReport`, and the value when it is content); abilities are the viewer's own.
 */
export function renderNewsReportEvent(event: RealtimeEvent, viewer: Viewer): RealtimeEvent {
  const data = event.data;
  if (!isObject(data)) return event;
  if (event.action === 'PATCH' && looksLikeNewsReport(data.newsReport)) {
    const newsReport = presentFor(data.newsReport, viewer);
    const hidden =
      !newsReportsPolicy.canSeeContent(viewer, data.newsReport) &&
      typeof data.field === 'string' &&
      CONTENT_FIELDS.has(data.field);
    return { ...event, data: { ...data, value: hidden ? '' : data.value, newsReport } };
  }
  if (looksLikeNewsReport(data)) return { ...event, data: presentFor(data, viewer) };
  return event;
}
