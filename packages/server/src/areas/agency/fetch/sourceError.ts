import type { AgencyHintKey } from '@newsroom/domain';

/**
 * A poll that failed: `hint` is the message key the source shows as invalid (`AGENCY_KEYS.*`);
 * the message is the short technical reason kept for the administrator ("HTTP 404").
 */
export class SourceError extends Error {
  constructor(
    readonly hint: AgencyHintKey,
    message: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}
