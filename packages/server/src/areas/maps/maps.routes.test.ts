import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPS_DEFAULTS, type MapsSettings } from '@newsroom/domain';
import { startNominatimFixture, type NominatimFixture } from '../../test/nominatimFixture';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

const clock = testClock();
const { call, signIn } = useTestApp({ clock });
let fixture: NominatimFixture;
let admin: SignedIn;
let reader: SignedIn;

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function saveMaps(values: Partial<MapsSettings>) {
  const current = (await call('GET', '/api/settings/maps', admin.cookie)).json<MapsSettings>();
  const saved = await call('PUT', '/api/settings/maps', admin.cookie, { ...current, ...values });
  expect(saved.statusCode).toBe(200);
  return saved.json<MapsSettings>();
}

beforeAll(async () => {
  fixture = await startNominatimFixture();
  admin = await signIn({ permissions: { admin: 'write' } });
  reader = await signIn({ permissions: { production: 'read' } });
});
afterAll(() => fixture.close());

describe('maps settings', () => {
  it('reads OpenStreetMap by default and refuses addresses that are not http(s) templates', async () => {
    expect((await call('GET', '/api/settings/maps', reader.cookie)).statusCode).toBe(403);
    const defaults = (await call('GET', '/api/settings/maps', admin.cookie)).json<MapsSettings>();
    expect(defaults).toEqual({ ...MAPS_DEFAULTS, version: 0 });
    const bad = await call('PUT', '/api/settings/maps', admin.cookie, {
      ...defaults,
      tileUrl: 'https://tiles.local/{z}/{x}.png',
      nominatimUrl: 'file:///etc/passwd',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives every signed-in user the tile template and attribution', async () => {
    expect((await call('GET', '/api/maps/config', null)).statusCode).toBe(401);
    await saveMaps({ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', tileAttribution: 'Tiles X' });
    expect((await call('GET', '/api/maps/config', reader.cookie)).json()).toEqual({
      tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      tileAttribution: 'Tiles X',
    });
  });
});

describe('geocoding through the configured service', () => {
  beforeAll(async () => {
    await saveMaps({ nominatimUrl: fixture.url, countryLookupUrl: `${fixture.url}/trace` });
  });

  it('needs a session and 3 characters for the autocomplete', async () => {
    expect((await call('GET', '/api/maps/location?q=Paulista', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/maps/autocomplete?q=Pa', reader.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/maps/location?q=', reader.cookie)).statusCode).toBe(400);
  });

  it('answers places with numeric points, asking once per text with its User-Agent', async () => {
    const before = fixture.requests.length;
    const first = await call('GET', '/api/maps/autocomplete?q=paulista', reader.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      {
        label: 'Avenida Paulista, Bela Vista, São Paulo, Brasil',
        latitude: -23.5614,
        longitude: -46.6559,
      },
      {
        label: 'Avenida Paulista, Centro, Paulínia, Brasil',
        latitude: -22.7611,
        longitude: -47.1543,
      },
    ]);
    await call('GET', '/api/maps/autocomplete?q=paulista', reader.cookie);
    const asked = fixture.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.path).toBe('/search');
    expect(asked[0]?.query).toMatchObject({ q: 'paulista', format: 'jsonv2', limit: '5' });
    expect(asked[0]?.query['accept-language']).toBe('pt-BR');
    expect(asked[0]?.headers['user-agent']).toMatch(/^NRCS-newsroom/);
    // After the cache's ten minutes the service is asked again.
    clock.advance(11 * 60_000);
    await call('GET', '/api/maps/autocomplete?q=paulista', reader.cookie);
    expect(fixture.requests.length - before).toBe(2);
  });

  it('finds a location and reverses a point', async () => {
    const found = await call('GET', '/api/maps/location?q=Praça da Sé', reader.cookie);
    expect(found.json()).toEqual([
      { label: 'Praça da Sé, Sé, São Paulo, Brasil', latitude: -23.5503, longitude: -46.6339 },
    ]);
    const near = await call('GET', '/api/maps/reverse?lat=-23.5505&lon=-46.634', reader.cookie);
    expect(near.json()).toMatchObject({ label: 'Praça da Sé, Sé, São Paulo, Brasil' });
    const nowhere = await call('GET', '/api/maps/reverse?lat=10&lon=10', reader.cookie);
    expect(nowhere.statusCode).toBe(200);
    expect(nowhere.body).toBe('null');
    expect((await call('GET', '/api/maps/reverse?lat=95&lon=10', reader.cookie)).statusCode).toBe(
      400,
    );
  });

  it('tells the country the trace service gives', async () => {
    const answer = await call('GET', '/api/maps/country', reader.cookie);
    expect(answer.json()).toEqual({ country: 'PT', source: 'lookup' });
  });
});

describe('a service out of reach', () => {
  beforeAll(async () => {
    const port = await closedPort();
    await saveMaps({
      nominatimUrl: `http://127.0.0.1:${port}`,
      countryLookupUrl: `http://127.0.0.1:${port}/trace`,
    });
  });

  it('answers 412 maps:geocoderUnavailable instead of hanging or failing inside', async () => {
    const answer = await call('GET', '/api/maps/location?q=Avenida Rebouças', reader.cookie);
    expect(answer.statusCode).toBe(412);
    expect(answer.json()).toMatchObject({
      code: 'precondition_failed',
      message: 'maps:geocoderUnavailable',
    });
  });

  it('falls back to BR for the country, as without a trace service', async () => {
    expect((await call('GET', '/api/maps/country', reader.cookie)).json()).toEqual({
      country: 'BR',
      source: 'fallback',
    });
    await saveMaps({ countryLookupUrl: '' });
    expect((await call('GET', '/api/maps/country', reader.cookie)).json()).toEqual({
      country: 'BR',
      source: 'fallback',
    });
  });
});
