import { build, type InlineConfig, type Rolldown } from 'vite';

/** The signed-in shell's pages: header, menus, /main. */
const SHELL_PAGES: readonly string[] = [
  'src/app/layout/MainLayout.tsx',
  'src/app/main/MainPage.tsx',
];

/** /main's home, loaded on its own. */
const HOME_PAGE = 'src/app/main/HomePanel.tsx';

/**
 * Chunk groups per route, for the production build. Left to itself Rolldown makes one chunk per
 * set of lazy pages that share code: the rundown screen needed ~195 files, and on HTTP/1.1's six
 * connections the rundown's own data call queued behind them. Grouping by hand needs to know which
 * page really uses a module, which the import graph does not tell (a page importing one antd
 * component imports antd's index, which imports all of them), so a first build without
 * minification tells it: a module goes to the first group below whose pages' chunks hold it.
 * Every group holds all its modules' imports (the earlier groups hold the rest), so the groups
 * import each other in this order only, never in a cycle.
 */
const ROUTE_GROUPS: readonly (readonly [name: string, pages: readonly string[]])[] = [
  // Everything the login screen loads, most of it antd's form parts that every route needs too.
  ['login', ['src/features/auth/pages/LoginPage.tsx']],
  // The signed-in shell: header, menus, /main (its home loads on its own).
  ['shell', SHELL_PAGES],
  ['rundown', ['src/features/rundowns/pages/RundownPage.tsx']],
];

/** The rundown route's pages (issue 27 measures it). */
const RUNDOWN_ROUTE_PAGES = [...SHELL_PAGES, 'src/features/rundowns/pages/RundownPage.tsx'];

/**
 * The login group split by the signed-in pages that load its modules, first match wins: what the
 * rundown route loads stays `login`; what /main's home adds (antd's Card) goes to `loginHome`; the
 * rest (antd's Form, the login form) to `loginOnly`, which only the login screen loads up front.
 */
const LOGIN_SPLITS: readonly (readonly [name: string, pages: readonly string[]])[] = [
  ['login', RUNDOWN_ROUTE_PAGES],
  ['loginHome', [...SHELL_PAGES, HOME_PAGE]],
];

/** What Rolldown's `codeSplitting.groups[].name` is called with. */
type GroupName = (
  id: string,
  ctx: { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null },
) => string | null;

/** The chunks of a first build of `config` (same entries and plugins; not minified, not written). */
async function firstBuildChunks(config: InlineConfig): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'error',
    build: { ...config.build, write: false, minify: false, manifest: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

/** The chunks loading `starts` pulls in through static imports. */
function staticClosure(
  byFile: Map<string, Rolldown.OutputChunk>,
  starts: (Rolldown.OutputChunk | undefined)[],
): Set<Rolldown.OutputChunk> {
  const seen = new Set<Rolldown.OutputChunk>();
  const stack = [...starts];
  while (stack.length > 0) {
    const chunk = stack.pop();
    if (!chunk || seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) stack.push(byFile.get(file));
  }
  return seen;
}

/**
 * Builds `config` once to learn which chunks each route loads, and answers the `name` function of
 * a Rolldown chunk group: the start-up load in two chunks (libraries, app code), then the groups
 * of ROUTE_GROUPS, the login's split by LOGIN_SPLITS. Modules no group's pages reach are
 * left to Rolldown's own splitting.
 */
export async function routeChunkGroups(config: InlineConfig, webRoot: string): Promise<GroupName> {
  const chunks = await firstBuildChunks(config);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pageChunk = (page: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === webRoot + page);
    if (!chunk) throw new Error(`routeChunks: ${page} is no lazily loaded page of the build`);
    return chunk;
  };
  const groupOf = new Map<string, string>();
  const initial = staticClosure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry),
  );
  for (const chunk of initial)
    for (const id of chunk.moduleIds)
      groupOf.set(id, id.includes('/node_modules/') || id.startsWith('\0') ? 'vendor' : 'boot');
  const modulesOf = (pages: readonly string[]) =>
    new Set([...staticClosure(byFile, pages.map(pageChunk))].flatMap((c) => c.moduleIds));
  for (const [name, pages] of ROUTE_GROUPS) {
    // What /main's home shares with the rundown screen (the programs' calls) stays in the shell,
    // so the home never loads the rundown group.
    if (name === 'rundown') {
      const home = modulesOf([HOME_PAGE]);
      for (const id of modulesOf(pages))
        if (home.has(id) && !groupOf.has(id)) groupOf.set(id, 'shell');
    }
    for (const id of modulesOf(pages)) if (!groupOf.has(id)) groupOf.set(id, name);
  }
  // Each split's pages load modules closed under imports, so a split never imports a later one:
  // login, then loginHome, then loginOnly.
  const splits = LOGIN_SPLITS.map(([name, pages]) => [name, modulesOf(pages)] as const);
  for (const [id, name] of groupOf)
    if (name === 'login')
      groupOf.set(id, splits.find(([, modules]) => modules.has(id))?.[0] ?? 'loginOnly');
  // The pages stay the facades of their own chunks (Vite's manifest names a route's chunks by
  // them), and so does the entry's module, which index.html loads.
  const pages = new Set(ROUTE_GROUPS.flatMap(([, list]) => list.map((page) => webRoot + page)));
  return (id, ctx) => {
    if (pages.has(id)) return null;
    const info = ctx.getModuleInfo(id);
    if (info?.isEntry || info?.importers.some((by) => ctx.getModuleInfo(by)?.isEntry)) return null;
    return groupOf.get(id) ?? null;
  };
}
