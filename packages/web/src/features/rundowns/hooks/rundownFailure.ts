import { ApiError, isApiError } from '../../../shared/api';
import {
  describeFailure,
  notify,
  translateText,
  type FailureKind,
} from '../../../shared/notifications';

/**
 * Failure notifications of the rundown screen (spec 1 §8). Rule keys of blocks
 * (`block:standbyIsLast`) live in the `rundown` namespace under `blockRules`; story rule keys
 * (`story:privateCannotBeApproved`) translate as they are, in the `story` namespace; loading
 * and creating a rundown warn instead of erring.
 */
export function notifyRundownFailure(
  error: unknown,
  kind: FailureKind,
  { isWarning = false }: { isWarning?: boolean } = {},
): void {
  if (isApiError(error) && error.status === 401) return;
  const holder = lockHolder(error);
  if (holder !== null) {
    // 412 locked_by_other: say who holds the story (the generic path has no values to fill in).
    notify({
      kind: 'error',
      title: translateText({ key: 'notification:preconditionFailedTitle' }),
      description: translateText({
        key: 'rundown:storyActions.lockedBy',
        values: { nickname: holder },
      }),
      details: isApiError(error) ? error.describe() : undefined,
    });
    return;
  }
  const message = describeFailure(localised(error), kind);
  notify({
    kind: isWarning ? 'warning' : message.kind,
    title: translateText(message.title),
    description: translateText(message.description),
    details: message.details,
    key: message.key,
  });
}

function localised(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const match = /^block:(\w+)$/.exec(error.message);
  if (!match) return error;
  return new ApiError(error.status, {
    code: error.code,
    message: `rundown:blockRules.${match[1]}`,
    details: error.details,
  });
}

/** The nickname of whoever holds the edit lock, when the failure is 412 locked_by_other. */
export function lockHolder(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 412 || error.code !== 'locked_by_other') return null;
  const details = error.details;
  if (typeof details === 'object' && details !== null && 'nickname' in details) {
    const nickname = (details as { nickname: unknown }).nickname;
    if (typeof nickname === 'string') return nickname;
  }
  return null;
}
