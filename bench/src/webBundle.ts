/**
 * Bundle size part of the web benchmark: builds the web with Vite's manifest, follows the chunk
 * graph from the entry (static imports are what a load pulls in; dynamic ones are the lazy areas)
 * and sums gzip sizes per route, so a route's cost is what a cold load of it really fetches.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const WEB_ROOT = path.join(REPO_ROOT, 'packages/web');

type Row = Record<string, unknown>;

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Builds the web with a manifest into a temp folder and returns that folder. */
export function buildWeb(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-web-'));
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      WEB_ROOT,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stdout}\n${run.stderr}`);
  console.log(`web built into ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

/** Chunk keys reachable from `keys` through static imports (what loading them pulls in). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Size of a set of chunks: JS and CSS files, raw and gzip (level 9), each file counted once. */
export interface GroupSize {
  jsFiles: number;
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
}

/** Sizes `keys` leaving out the files `already` loaded (what a route adds on top of another). */
function groupSize(
  manifest: Manifest,
  distDir: string,
  keys: Set<string>,
  already: Set<string> = new Set(),
): GroupSize {
  const gzipOf = (file: string) => {
    const bytes = fs.readFileSync(path.join(distDir, file));
    return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  };
  const jsFiles = new Set<string>();
  const cssFiles = new Set<string>();
  const alreadyFiles = new Set<string>();
  for (const key of already) {
    const chunk = manifest[key];
    if (!chunk) continue;
    alreadyFiles.add(chunk.file);
    for (const css of chunk.css ?? []) alreadyFiles.add(css);
  }
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js') && !alreadyFiles.has(chunk.file)) jsFiles.add(chunk.file);
    for (const css of chunk.css ?? []) if (!alreadyFiles.has(css)) cssFiles.add(css);
  }
  const size: GroupSize = { jsFiles: jsFiles.size, jsBytes: 0, jsGzip: 0, cssBytes: 0, cssGzip: 0 };
  for (const file of jsFiles) {
    const s = gzipOf(file);
    size.jsBytes += s.raw;
    size.jsGzip += s.gzip;
  }
  for (const file of cssFiles) {
    const s = gzipOf(file);
    size.cssBytes += s.raw;
    size.cssGzip += s.gzip;
  }
  return size;
}

/** Bytes as KiB with one decimal (the unit of every table). */
export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The routes of the app and the lazy chunks each one loads (keys are manifest `src` paths). */
const APP = {
  layout: 'src/app/layout/MainLayout.tsx',
  main: 'src/app/main/MainPage.tsx',
  admin: 'src/app/admin/AdminPage.tsx',
  login: 'src/features/auth/pages/LoginPage.tsx',
  preview: 'src/app/preview/PreviewPage.tsx',
  print: 'src/app/print/AppPrintPage.tsx',
};
/** `/main?area=<key>` → the area's lazily loaded page. */
const MAIN_AREAS: Record<string, string> = {
  rundown: 'src/features/rundowns/pages/RundownPage.tsx',
  rundownGrid: 'src/features/rundowns/pages/RundownGridPage.tsx',
  stories: 'src/features/stories/lists/StoriesPage.tsx',
  drawer: 'src/features/stories/drawer/DrawerPage.tsx',
  guidelines: 'src/features/assignments/pages/AssignmentsPage.tsx',
  productions: 'src/features/productions/pages/ProductionsPage.tsx',
  productionMap: 'src/features/productions/pages/ProductionMapPage.tsx',
  reportages: 'src/features/newsReports/pages/NewsReportsPage.tsx',
  globalSearch: 'src/features/search/pages/SearchPage.tsx',
  trash: 'src/features/trash/pages/TrashPage.tsx',
  archive: 'src/features/archive/pages/ArchivePage.tsx',
  mediaCentre: 'src/features/media/pages/MediaCentrePage.tsx',
};

/** Sizes of the initial load, of each route and of each lazily loaded chunk group. */
export interface BundleReport {
  distDir: string;
  initial: GroupSize & { files: string[] };
  routes: Row[];
  lazy: Row[];
}

/** Reads the manifest of a build and sizes the initial load, every route and every lazy chunk group. */
export function bundleSizes(distDir: string): BundleReport {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`${manifestFile} has no entry`);
  const bySrc = (src: string) => (manifest[src] ? src : undefined);
  const initialKeys = staticClosure(manifest, [entry]);
  const initial = groupSize(manifest, distDir, initialKeys);

  // Routes: everything a cold load of the route fetches (initial + lazy groups), and what it adds.
  const routes: Row[] = [];
  const route = (name: string, extra: (string | undefined)[], base: Set<string>) => {
    const keys = extra.filter((k): k is string => k !== undefined);
    if (keys.length < extra.length) {
      routes.push({ route: name, note: 'chunk not in manifest' });
      return base;
    }
    const all = staticClosure(manifest, [entry, ...keys]);
    const total = groupSize(manifest, distDir, all);
    const added = groupSize(manifest, distDir, all, base);
    routes.push({
      route: name,
      jsFiles: total.jsFiles,
      'JS gzip KiB': kib(total.jsGzip),
      'CSS gzip KiB': kib(total.cssGzip),
      'added JS gzip KiB': kib(added.jsGzip),
      'added CSS gzip KiB': kib(added.cssGzip),
      'JS raw KiB': kib(total.jsBytes),
    });
    return all;
  };
  route('initial (index.html + static imports)', [], new Set());
  route('/login', [bySrc(APP.login)], initialKeys);
  const mainKeys = route('/main (home)', [bySrc(APP.layout), bySrc(APP.main)], initialKeys);
  for (const [area, src] of Object.entries(MAIN_AREAS))
    route(`/main?area=${area}`, [bySrc(APP.layout), bySrc(APP.main), bySrc(src)], mainKeys);
  route('/admin', [bySrc(APP.layout), bySrc(APP.admin)], mainKeys);
  route('/preview', [bySrc(APP.layout), bySrc(APP.preview)], mainKeys);
  route('/print/…', [bySrc(APP.print)], initialKeys);

  // Every lazily loaded chunk group, with what it adds on top of the initial load.
  const lazy: Row[] = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const added = groupSize(manifest, distDir, staticClosure(manifest, [key]), initialKeys);
      return {
        chunk: chunk.name ?? key,
        src: chunk.src ?? key,
        'added JS gzip KiB': kib(added.jsGzip),
        'added CSS gzip KiB': kib(added.cssGzip),
      };
    })
    .sort((a, b) => b['added JS gzip KiB'] - a['added JS gzip KiB']);

  const files = [...initialKeys].map((key) => manifest[key]!.file);
  return { distDir, initial: { ...initial, files }, routes, lazy };
}

/** The largest files of the initial load, to show what makes it heavy. */
export function initialBreakdown(distDir: string, files: string[]): Row[] {
  return files
    .map((file) => {
      const bytes = fs.readFileSync(path.join(distDir, file));
      return {
        file,
        'raw KiB': kib(bytes.length),
        'gzip KiB': kib(zlib.gzipSync(bytes, { level: 9 }).length),
      };
    })
    .sort((a, b) => b['gzip KiB'] - a['gzip KiB'])
    .slice(0, 8);
}
