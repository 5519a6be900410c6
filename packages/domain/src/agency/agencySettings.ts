import { z } from 'zod';

/*
 * Apart from agency.ts: the settings schemas load with the app's first screen, and this keeps
 * the agency's other schemas out of it.
 */

/** Flash keywords the agency settings may hold. */
export const FLASH_KEYWORDS_MAX = 30;

/** The agency's installation settings (settings section `agency`). */
export const agencySettingsShape = {
  /** Flash keywords: an item whose title holds one is highlighted (case and accents ignored). */
  flashKeywords: z.array(z.string().trim().min(2).max(40)).max(FLASH_KEYWORDS_MAX),
  /**
   * Whether sources may resolve to private, loopback or link-local addresses (SSRF guard off):
   * for a newsroom's own intranet feeds, and for tests.
   */
  allowPrivateAddresses: z.boolean(),
};
