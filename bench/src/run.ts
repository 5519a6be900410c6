/**
 * Runs every `*.bench.ts` of this folder in sequence, each in its own Node process (so one
 * benchmark's sockets, timers and database never disturb the next one's figures). The
 * environment passes through (BENCH_SMOKE, BENCH_DATABASE_URL). Exits non-zero when one failed.
 * BENCH_ONLY=fixed-rates,rundowns runs only the files whose name contains one of those words.
 * fixed-rates.bench.ts (issue 10) starts the BUILT server (packages/server/dist/main.js).
 * web.bench.ts (issue 10) builds the web into a temp folder and, when /usr/bin/chromium and the
 * built server exist, times /main and a 500-story rundown in Chromium (100 stories, 2 runs in smoke).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const files = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => {
    const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
    return only.length === 0 || only.some((word) => name.includes(word));
  })
  .sort();
const failed: string[] = [];
for (const name of files) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, name)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (run.status !== 0) failed.push(`${name} (exit ${run.status ?? run.signal})`);
}
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
