/**
 * Where a MOS plug-in page may live and who may talk for it (issue 26). A device's plug-in URL
 * is an absolute http(s) address, or a path on the newsroom's own server (`/plugins/…`, for the
 * built-in demo). Messages are taken only from the plug-in's exact origin and sent only to it;
 * an opaque origin ('null', a sandboxed or file page) is never trusted.
 */

/** Longest plug-in URL. */
export const PLUGIN_URL_MAX = 500;

/** Why a plug-in URL is refused, or null when it may be used. */
export function pluginUrlProblem(url: string): 'empty' | 'tooLong' | 'scheme' | null {
  const trimmed = url.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > PLUGIN_URL_MAX) return 'tooLong';
  // Control characters and backslashes let browsers read a URL differently from us.
  if (
    [...trimmed].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '\\' || /\s/.test(c))
  )
    return 'scheme';
  if (/^\/(?!\/)/.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    const isWeb = parsed.protocol === 'https:' || parsed.protocol === 'http:';
    return isWeb && parsed.hostname !== '' && parsed.username === '' && parsed.password === ''
      ? null
      : 'scheme';
  } catch {
    return 'scheme';
  }
}

/** The plug-in page's address resolved against the newsroom's origin; null when refused. */
export function pluginPageUrl(url: string, appOrigin: string): string | null {
  if (pluginUrlProblem(url) !== null) return null;
  try {
    return new URL(url.trim(), appOrigin).href;
  } catch {
    return null;
  }
}

/** The origin the plug-in's messages must come from and ours are sent to; null when refused. */
export function pluginOriginOf(url: string, appOrigin: string): string | null {
  const page = pluginPageUrl(url, appOrigin);
  return page === null ? null : new URL(page).origin;
}

/** Whether a message event's origin is the plug-in's (exact match; 'null' never is). */
export function isPluginOrigin(eventOrigin: string, pluginOrigin: string | null): boolean {
  return pluginOrigin !== null && eventOrigin !== 'null' && eventOrigin === pluginOrigin;
}
