import { isApiError } from '../../../shared/api';
import { i18n } from '../../../shared/i18n';
import {
  describeFailure,
  notify,
  notifyFailure,
  translateText,
  type FailureKind,
} from '../../../shared/notifications';

/**
 * Refusals of posts and sites read with their details (docs/API.md): what the site said
 * (`siteMessage`), the fields a publish lacks (`fields`), the posts keeping a site (`count`).
 * The shared notifier shows a message key alone; these need their details to be understood.
 */

type Details = { siteMessage?: unknown; fields?: unknown; count?: unknown };

const detailsOf = (error: unknown): Details =>
  isApiError(error) && typeof error.details === 'object' && error.details !== null
    ? (error.details as Details)
    : {};

/** The site's own words in a refusal (its error, or why it could not be reached), if any. */
export function siteMessageOf(error: unknown): string | null {
  const { siteMessage } = detailsOf(error);
  return typeof siteMessage === 'string' && siteMessage.trim() !== '' ? siteMessage : null;
}

/** The fields a publish lacks (`posts:publishIncomplete`), by their API names. */
export function missingFieldsOf(error: unknown): string[] {
  const { fields } = detailsOf(error);
  return Array.isArray(fields)
    ? fields.filter((field): field is string => typeof field === 'string')
    : [];
}

/**
 * The description of a `posts:` refusal with its details (the missing fields by their labels, the
 * site's words); null for any other failure.
 */
export function postFailureText(error: unknown): string | null {
  if (!isApiError(error) || !error.message.startsWith('posts:')) return null;
  const { count } = detailsOf(error);
  const parts = [i18n.t(error.message, { count: typeof count === 'number' ? count : 0 })];
  const missing = missingFieldsOf(error);
  if (missing.length > 0)
    parts.push(
      i18n.t('posts:publish.missing', {
        fields: missing.map((field) => i18n.t(`posts:fields.${field}`)).join(', '),
      }),
    );
  const siteMessage = siteMessageOf(error);
  if (siteMessage) parts.push(i18n.t('posts:siteSaid', { siteMessage }));
  return parts.join(' ');
}

/** What a failed call is said with: a `posts:` refusal with its details, else the usual text. */
export function failureDescription(error: unknown, kind: FailureKind): string {
  return postFailureText(error) ?? translateText(describeFailure(error, kind).description);
}

/** Tells a failed post or site call, with the details of a `posts:` refusal. */
export function notifyPostFailure(error: unknown, kind: FailureKind): void {
  const description = postFailureText(error);
  if (description === null) {
    notifyFailure(error, kind);
    return;
  }
  const message = describeFailure(error, kind);
  notify({
    kind: message.kind,
    title: translateText(message.title),
    description,
    details: message.details,
  });
}
