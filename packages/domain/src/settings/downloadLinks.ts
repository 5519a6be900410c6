import { z } from 'zod';
import { isHttpUrl } from '../maps/maps';

/**
 * Download links (spec 3 §7 "download_links"): where users get the companion apps and plug-ins
 * (MOS plug-ins, mobile app, prompter client), listed for everyone and edited by administrators.
 */

/** Most links listed. */
export const DOWNLOAD_LINKS_MAX = 20;

/** One download link. */
export const downloadLinkSchema = z.object({
  /** What is downloaded, as users see it. */
  label: z.string().trim().min(1).max(80),
  /** An http(s) address. */
  url: z
    .string()
    .trim()
    .max(400)
    .refine((v) => isHttpUrl(v), { message: 'invalidUrl' }),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** The download links settings (admin), as saved. */
export const downloadsSettingsShape = {
  links: z.array(downloadLinkSchema).max(DOWNLOAD_LINKS_MAX),
};
export const downloadsSettingsValuesSchema = z.object(downloadsSettingsShape);
export type DownloadsSettingsValues = z.infer<typeof downloadsSettingsValuesSchema>;
