import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leakIn, SEED, startFuzz, type Fuzz } from './fuzzHarness';

/**
 * Route fuzz, part 1: path and query values the route schemas refuse (wrong type, out of range,
 * over length, missing), bodies refused before validation (invalid or empty JSON, a foreign
 * content type, over the 1 MB limit, chunked or with a broken length) and methods a path does not have.
 */
let fuzz: Fuzz;
beforeAll(async () => {
  fuzz = await startFuzz();
});
afterAll(() => fuzz.close());

describe(`bad input on every route: paths, queries, transport (seed ${SEED})`, () => {
  it('refuses bad path and query values (400, 404 for ids), invalid JSON (400), foreign content types (415), oversized bodies (413) and wrong methods (405), changing nothing', async () => {
    const cases = fuzz.cases('request');
    expect(new Set(cases.map((c) => c.route)).size).toBeGreaterThan(250);
    expect(cases.filter((c) => c.label === 'method not allowed').length).toBeGreaterThan(100);
    const before = await fuzz.fingerprint();
    expect(await fuzz.run(cases, { noEvents: true }), `seed ${SEED}`).toEqual([]);
    expect(await fuzz.fingerprint()).toEqual(before);
  }, 180_000);
});

describe('bad bodies over a real socket', () => {
  it('refuses a chunked body over the size limit (413) and a malformed Content-Length (400)', async () => {
    const chunk = new TextEncoder().encode(`{"name":"${'x'.repeat(64 * 1024)}`);
    let left = 20;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- > 0) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await fetch(`${fuzz.t.baseUrl}/api/groups`, {
      method: 'POST',
      headers: { cookie: fuzz.cookie(), 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' }).catch((error: unknown) => error);
    // Either the 413 answer arrives or the server cuts the upload short; never a 5xx.
    if (chunked instanceof Response) {
      expect(chunked.status).toBe(413);
      expect(leakIn(await chunked.text())).toBeNull();
    }

    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${fuzz.t.baseUrl}/api/groups`,
        {
          method: 'POST',
          headers: {
            cookie: fuzz.cookie(),
            'content-type': 'application/json',
            'content-length': '-5',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    }).catch(() => 400); // Node's parser may close the connection on a negative length: also a refusal.
    expect(status).toBe(400);
    // The session still works after the fuzz.
    const me = await fuzz.t.app.inject({
      url: '/api/users/me',
      headers: { cookie: fuzz.cookie() },
    });
    expect(me.statusCode).toBe(200);
  });
});
