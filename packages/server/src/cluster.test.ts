import { describe, expect, it } from 'vitest';
import { workerPlan } from './cluster';

describe('workerPlan', () => {
  it.each([
    ['PGlite runs one process whatever WORKERS says', null, 4, 8, 1, /PGlite/],
    ['PostgreSQL: one worker per core by default', 'postgres://db/x', null, 8, 8, /8 worker/],
    ['PostgreSQL: WORKERS decides', 'postgres://db/x', 3, 8, 3, /3 worker/],
    ['PostgreSQL: WORKERS=1 is one process', 'postgres://db/x', 1, 8, 1, /WORKERS=1/],
  ])('%s', (_name, databaseUrl, workers, cores, count, note) => {
    const plan = workerPlan({ databaseUrl, workers }, cores);
    expect(plan.count).toBe(count);
    expect(plan.note).toMatch(note);
  });
});
