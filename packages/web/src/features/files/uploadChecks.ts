import type { TFunction } from 'i18next';
import {
  maxMegabytes,
  precheckUpload,
  UPLOAD_KINDS,
  type UploadKind,
  type UploadProblem,
} from '@newsroom/domain';
import { fieldErrorsOf } from '../../shared/forms';

/**
 * The browser's side of the upload rules: the same limits as the server (from the domain),
 * checked on what the browser knows before sending. The server reads the content and decides;
 * its answer is read back into the same two problems.
 */

/** Why a chosen file will not be sent; null when it may be. */
export function checkBeforeUpload(
  kind: UploadKind,
  file: { name: string; type: string; size: number },
): UploadProblem | null {
  return precheckUpload(kind, file);
}

const PROBLEMS: readonly UploadProblem[] = ['invalidType', 'invalidSize'];

/** The upload problem in a failed call's field errors (400 invalidType, 413 invalidSize). */
export function uploadProblemOf(error: unknown): UploadProblem | null {
  const found = fieldErrorsOf(error).find((item) =>
    (PROBLEMS as readonly string[]).includes(item.key),
  );
  return found ? (found.key as UploadProblem) : null;
}

/** The `accept` attribute of the file input of a kind (`.png,.jpg,...`). */
export function acceptOf(kind: UploadKind): string {
  return UPLOAD_KINDS[kind].extensions.map((extension) => `.${extension}`).join(',');
}

/** The message of a problem, naming the accepted formats or the size limit. */
export function uploadProblemText(problem: UploadProblem, kind: UploadKind, t: TFunction): string {
  const types = UPLOAD_KINDS[kind].extensions.map((extension) => extension.toUpperCase());
  return problem === 'invalidType'
    ? t('files:invalidType', { types: types.join(', ') })
    : t('files:invalidSize', { count: maxMegabytes(kind) });
}
