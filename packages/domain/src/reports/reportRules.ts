import { REPORT_KEYS } from './report';

/**
 * Pure rules of reports: the events a report covers are kept once each in the order chosen, and
 * approval never stands on a private report (it cannot be approved, and making it private
 * withdraws the approval). A save keeps the approval, as a reportage's does.
 */

/** Ids once each, in the order first given. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Why an approve or disapprove is refused, or null when it may go ahead. */
export function approvalRefusal(
  report: { isPrivate: boolean },
  approve: boolean,
): (typeof REPORT_KEYS)['privateCannotBeApproved'] | null {
  return approve && report.isPrivate ? REPORT_KEYS.privateCannotBeApproved : null;
}

/** The approval after the report's privacy is set: a private report is not approved. */
export function approvalAfterPrivacy(ok: boolean, isPrivate: boolean): boolean {
  return ok && !isPrivate;
}
