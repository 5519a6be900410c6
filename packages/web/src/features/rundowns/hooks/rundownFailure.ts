import { ApiError, isApiError } from '../../../shared/api';
import {
  describeFailure,
  notify,
  translateText,
  type FailureKind,
} from '../../../shared/notifications';

/**
 * Failure notifications of the rundown screen (spec 1 §8). Rule keys of blocks and stories
 * (`block:standbyIsLast`, `story:privateCannotBeApproved`) live in the `rundown` namespace
 * under `blockRules` / `storyRules`; loading and creating a rundown warn instead of erring.
 */
export function notifyRundownFailure(
  error: unknown,
  kind: FailureKind,
  { isWarning = false }: { isWarning?: boolean } = {},
): void {
  if (isApiError(error) && error.status === 401) return;
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
  const match = /^(block|story):(\w+)$/.exec(error.message);
  if (!match) return error;
  return new ApiError(error.status, {
    code: error.code,
    message: `rundown:${match[1]}Rules.${match[2]}`,
    details: error.details,
  });
}
