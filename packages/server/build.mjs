// Bundles the server and its backup command (and the workspace sources they import) into
// dist/main.js and dist/backup.js; npm packages stay external.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: { main: 'src/main.ts', backup: 'src/cli/backup.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Workspace packages are TypeScript sources: bundle them; npm packages load from node_modules.
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@newsroom/')),
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
