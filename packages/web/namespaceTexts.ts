import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';
import { NAMESPACES, STARTUP_NAMESPACES } from './src/shared/i18n/resources.ts';

/**
 * A namespace's texts travel with the code that uses it. Bundling every pt_BR namespace with the
 * start-up code put every feature's texts (admin, reports, maps …) into every route's load; each
 * module that names a namespace outside the start-up ones gets, appended, a static import of that
 * namespace's pt_BR file and a `registerTexts` call, so the texts land in the same chunk as the
 * code (the route groups of routeChunks.ts place them like any module) and are there before it
 * renders. Other languages load per namespace when the code runs (shared/i18n/i18n.ts).
 *
 * A module names a namespace by a key prefix (`'rundown:title'`), `useTranslation('x')` or
 * `useTranslation(['x', …])`, an `ns`/`namespace`/`entity` option, property or attribute (the
 * company-data pages name theirs by `entity`), or as the second argument of
 * `adminRecordWords(t, 'x')`. A namespace named only through a variable is not seen: i18n.ts then
 * loads it on the first missing key and warns.
 */
const PATTERNS: readonly RegExp[] = [
  /['"`](\w+):[\w.$]/g,
  /useTranslation\(\s*\[([^\]]*)\]/g,
  /useTranslation\(\s*['"](\w+)['"]/g,
  /\b(?:ns|namespace|entity)\s*[:=]\s*\{?\s*['"](\w+)['"]/g,
  /\(\s*t\s*,\s*['"](\w+)['"]/g,
];

const ALL: ReadonlySet<string> = new Set(NAMESPACES);
const STARTUP: ReadonlySet<string> = new Set(STARTUP_NAMESPACES);

/** The namespaces outside the start-up ones that `code` names. */
export function namespacesNamedIn(code: string): string[] {
  const found = new Set<string>();
  for (const pattern of PATTERNS)
    for (const match of code.matchAll(pattern))
      for (const name of (match[1] ?? '').match(/\w+/g) ?? [])
        if (ALL.has(name) && !STARTUP.has(name)) found.add(name);
  return [...found].sort();
}

/** The Vite plugin: adds the texts of the namespaces each source module names. */
export function namespaceTexts(webRoot: string): Plugin {
  const sources = webRoot + 'src/';
  const i18nFolder = sources + 'shared/i18n/';
  return {
    name: 'nrcs-namespace-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(sources) || id.startsWith(i18nFolder)) return null;
      if (!/\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      const namespaces = namespacesNamedIn(code);
      if (namespaces.length === 0) return null;
      const up = relative(dirname(id), i18nFolder);
      const i18n = up.startsWith('.') ? up : `./${up}`;
      // Appended on one line: the module's own lines keep their numbers (no source map needed).
      const added = namespaces.map(
        (namespace, index) =>
          `import __nrcsTexts${index} from '${i18n}/locales/pt_BR/${namespace}.json';` +
          `__nrcsRegisterTexts('${namespace}', __nrcsTexts${index});`,
      );
      return {
        code: `${code}\n;import { registerTexts as __nrcsRegisterTexts } from '${i18n}/i18n.ts';${added.join('')}\n`,
        map: null,
      };
    },
  };
}
