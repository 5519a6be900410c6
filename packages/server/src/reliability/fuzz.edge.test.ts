import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED, startFuzz, type Fuzz } from './fuzzHarness';

/**
 * Route fuzz, part 3: values of the right type that reach the handlers (ids past the 32-bit
 * columns, impossible dates, a NUL character, 300 000-character text, 20 000 levels of nesting).
 * Some may be accepted; none may answer a server error or leak internals.
 */
let fuzz: Fuzz;
beforeAll(async () => {
  fuzz = await startFuzz();
});
afterAll(() => fuzz.close());

describe(`bad input on every route: edge values (seed ${SEED})`, () => {
  it('never answers a server error nor leaks internals', async () => {
    const cases = fuzz.cases('edge');
    expect(cases.length).toBeGreaterThan(400);
    expect(await fuzz.run(cases, { noEvents: false }), `seed ${SEED}`).toEqual([]);
  }, 180_000);
});
