/**
 * Paths inside a workspace. A client names a folder or document by a path below the workspace's
 * root; the server joins it to the root. A `..` segment, a backslash or a control character is
 * refused rather than resolved, so no request reaches above the root whatever the store does
 * with such names.
 */

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/** The path made canonical (`/a/b`, `/` for the root), or null when it is refused. */
export function workspacePath(input: string): string | null {
  if (FORBIDDEN.test(input)) return null;
  const segments = input.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return null;
  return `/${segments.join('/')}`;
}

/** The store path of a workspace path under the root (both canonical). */
export function storePath(rootPath: string, path: string): string {
  if (rootPath === '/') return path;
  return path === '/' ? rootPath : `${rootPath}${path}`;
}

/** The workspace path of a store path, or null when it is not under the root. */
export function pathUnderRoot(rootPath: string, stored: string): string | null {
  const canonical = workspacePath(stored);
  if (canonical === null) return null;
  if (rootPath === '/') return canonical;
  if (canonical === rootPath) return '/';
  return canonical.startsWith(`${rootPath}/`) ? canonical.slice(rootPath.length) : null;
}
