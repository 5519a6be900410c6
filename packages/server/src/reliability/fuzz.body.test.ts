import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED, startFuzz, type Fuzz } from './fuzzHarness';

/** Route fuzz, part 2: body values the route schemas refuse (every route with a body). */
let fuzz: Fuzz;
beforeAll(async () => {
  fuzz = await startFuzz();
});
afterAll(() => fuzz.close());

describe(`bad input on every route: bodies (seed ${SEED})`, () => {
  it('refuses non-objects, wrong types, missing fields, values over their limits and deep nesting with 400, changing nothing', async () => {
    const cases = fuzz.cases('body');
    expect(cases.length).toBeGreaterThan(800);
    expect(new Set(cases.map((c) => c.route)).size).toBeGreaterThan(90);
    const before = await fuzz.fingerprint();
    expect(await fuzz.run(cases, { noEvents: true }), `seed ${SEED}`).toEqual([]);
    expect(await fuzz.fingerprint()).toEqual(before);
  }, 180_000);
});
