import { z } from 'zod';

/** Interface languages; pt_BR is the default and the fallback (spec 1 §1). */
export const LOCALES = ['pt_BR', 'en_US', 'es_ES'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt_BR';
export const localeSchema = z.enum(LOCALES);

/** The branch configuration loaded by the web at start. */
export const branchConfigSchema = z.object({
  locale: localeSchema,
  branchName: z.string().trim().min(1).max(120),
  /** Product version, read-only. */
  version: z.string(),
  /** IANA time zone of the newsroom (NEWSROOM_TIME_ZONE), read-only: it decides "today". */
  timeZone: z.string(),
  /** Minutes after a show's end at which its rundown closes (settings `locks`), read-only. */
  rundownLockMinutes: z.number().int().min(0),
});
export type BranchConfig = z.infer<typeof branchConfigSchema>;

/** What an administrator may change. */
export const branchConfigUpdateSchema = branchConfigSchema.pick({ locale: true, branchName: true });
export type BranchConfigUpdate = z.infer<typeof branchConfigUpdateSchema>;

/** The product's name, shown in the page title with the version. */
export const PRODUCT_NAME = 'Newsroom';
