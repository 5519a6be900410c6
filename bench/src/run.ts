/**
 * Runs every `*.bench.ts` of this folder in sequence, each in its own Node process (so one
 * benchmark's sockets, timers and database never disturb the next one's figures). The
 * environment passes through (BENCH_SMOKE, BENCH_DATABASE_URL). Exits non-zero when one failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const files = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
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
