import { DEVICE_RULES, MEDIA_RULES } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';

/** What the media search says when a search fails: a `media` message key and its values. */
export interface MediaFailureText {
  key: string;
  values?: Record<string, unknown>;
}

const deviceName = (details: unknown): string =>
  typeof details === 'object' && details !== null && 'device' in details
    ? String((details as { device: unknown }).device)
    : '';

/**
 * The failure of a media centre call in its own words: the device that did not answer (named),
 * a MOS asset manager, a broken answer, a call the device does not offer, a refused sync, an
 * unknown object, or a generic failure.
 */
export function mediaFailureText(error: unknown): MediaFailureText {
  if (!isApiError(error)) return { key: 'media:errors.failed' };
  const device = deviceName(error.details);
  switch (error.message) {
    case DEVICE_RULES.unreachable:
      return { key: 'media:errors.unreachable', values: { device } };
    case DEVICE_RULES.connectionIncomplete:
      return { key: 'media:errors.connectionIncomplete', values: { device } };
    case MEDIA_RULES.mosSearchUnavailable:
      return { key: 'media:errors.mosSearchUnavailable', values: { device } };
    case MEDIA_RULES.invalidAnswer:
      return { key: 'media:errors.invalidAnswer', values: { device } };
    case MEDIA_RULES.unsupported:
      return { key: 'media:errors.unsupported', values: { device } };
    case MEDIA_RULES.syncFailed:
      return { key: 'media:errors.syncFailed', values: { device } };
    case MEDIA_RULES.notFound:
      return { key: 'media:notFound' };
    default:
      return error.status === 403
        ? { key: 'media:errors.forbidden' }
        : { key: 'media:errors.failed' };
  }
}
