import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStylesFromSheet } from './antdStylesFromSheet.ts';
import { namespaceTexts } from './namespaceTexts.ts';
import { routeChunkGroups } from './routeChunks.ts';

/**
 * Writes a `.gz` and a `.br` beside every built script and style sheet, which the server's
 * static files plugin sends to browsers that accept them (`preCompressed`): a cold rundown
 * load moves about a third of the bytes, at no cost per request.
 */
function precompress(): Plugin {
  return {
    name: 'nrcs-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        );
      }
    },
  };
}

/**
 * Marks the modules of component libraries that only define things (their package.json has no
 * `sideEffects` to say so) as free of side effects, for the build: a module none of whose exports
 * is used is left out. Without it a page using one antd input kept all of @rc-component/form and
 * its validator, because antd's form context imports that package's index.
 */
function sideEffectFreeLibraries(): Plugin {
  const ids =
    /\/node_modules\/(@rc-component\/[^/]+|@ant-design\/(colors|cssinjs|cssinjs-utils|fast-color)|@dnd-kit\/[^/]+)\//;
  return {
    name: 'nrcs-side-effect-free-libraries',
    apply: 'build',
    transform: {
      filter: { id: ids },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

/** The web package folder, so the config works from the repository root too. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The API server the dev server forwards to. */
const apiTarget = 'http://localhost:8080';

/** Vite build and dev server of the web shell. */
const config: UserConfig = {
  root: webRoot,
  plugins: [
    react(),
    namespaceTexts(webRoot),
    sideEffectFreeLibraries(),
    antdStylesFromSheet(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP forbids inline scripts; keep the module preload polyfill out of index.html.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
    // dist/.vite/manifest.json: the chunk graph the web benchmark reads (bench/src/web.bench.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
};

/**
 * A build groups each route's code in a few chunks (routeChunks.ts), found by a first build: with
 * `includeDependenciesRecursively` the groups would also take what the import graph only seems to
 * use (all of antd's index), which the first build already told apart.
 */
export default defineConfig(async ({ command }) => {
  if (command !== 'build') return config;
  const name = await routeChunkGroups(config, webRoot);
  return {
    ...config,
    build: {
      ...config.build,
      rolldownOptions: {
        output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name }] } },
      },
    },
  };
});
