/** The path of the login screen. */
export const LOGIN_PATH = '/login';
/** Where an authenticated user lands by default. */
export const HOME_PATH = '/';

/**
 * The login URL that brings the user back to `pathname` + `search` afterwards (spec 1 §2).
 * Coming from the login screen itself (or the root) needs no redirect.
 */
export function buildLoginRedirect(pathname: string, search = ''): string {
  if (pathname === LOGIN_PATH || (pathname === HOME_PATH && !search)) return LOGIN_PATH;
  const params = new URLSearchParams({ redirect: `${pathname}${search}` });
  return `${LOGIN_PATH}?${params.toString()}`;
}

/**
 * The in-app path to go to after login: the `redirect` value when it is a local path,
 * otherwise `/`. Absolute and protocol-relative URLs are refused so a crafted link cannot
 * send the user to another site.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  ) {
    return HOME_PATH;
  }
  if (
    redirect === LOGIN_PATH ||
    redirect.startsWith(`${LOGIN_PATH}?`) ||
    redirect.startsWith(`${LOGIN_PATH}/`)
  ) {
    return HOME_PATH;
  }
  return redirect;
}
