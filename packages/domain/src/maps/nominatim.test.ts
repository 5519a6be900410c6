import { describe, expect, it } from 'vitest';
import { isTileUrlTemplate } from './maps';
import {
  countryOrFallback,
  nominatimSearchUrl,
  placeFromReverse,
  placesFromSearch,
} from './nominatim';

describe('nominatimSearchUrl', () => {
  it('asks /search below the base, JSON v2, in the language, capped at 10', () => {
    const url = new URL(
      nominatimSearchUrl('http://geo.local/nominatim', 'Av. Paulista', {
        limit: 50,
        language: 'pt-BR',
      }),
    );
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Av. Paulista',
      format: 'jsonv2',
      limit: '10',
      'accept-language': 'pt-BR',
    });
  });
});

describe('placesFromSearch', () => {
  it.each([
    ['not an array', { error: 'x' }, []],
    [
      'string coordinates',
      [{ display_name: 'Sé', lat: '-23.55', lon: '-46.63' }],
      [{ label: 'Sé', latitude: -23.55, longitude: -46.63 }],
    ],
    ['no name', [{ lat: '1', lon: '2' }], []],
    ['latitude out of range', [{ display_name: 'x', lat: '91', lon: '2' }], []],
    ['not a number', [{ display_name: 'x', lat: 'north', lon: '2' }], []],
  ])('%s', (_name, body, places) => {
    expect(placesFromSearch(body)).toEqual(places);
  });

  it('reads a reverse answer, and its error as nothing', () => {
    expect(placeFromReverse({ display_name: 'Sé', lat: '-23.5', lon: '-46.6' })).toEqual({
      label: 'Sé',
      latitude: -23.5,
      longitude: -46.6,
    });
    expect(placeFromReverse({ error: 'Unable to geocode' })).toBeNull();
  });
});

describe('countryOrFallback', () => {
  it.each([
    ['a trace', 'fl=1\nip=203.0.113.9\nloc=pt\ntls=TLSv1.3\n', { country: 'PT', source: 'lookup' }],
    ['JSON country_code', '{"country_code":"ar"}', { country: 'AR', source: 'lookup' }],
    ['JSON countryCode', '{"countryCode":"CL"}', { country: 'CL', source: 'lookup' }],
    ['no answer', null, { country: 'BR', source: 'fallback' }],
    ['no country', 'ip=203.0.113.9\n', { country: 'BR', source: 'fallback' }],
    ['a country name', '{"country":"Brazil"}', { country: 'BR', source: 'fallback' }],
  ])('%s', (_name, text, answer) => {
    expect(countryOrFallback(text)).toEqual(answer);
  });
});

describe('isTileUrlTemplate', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', true],
    ['https://{s}.tiles.local/{z}/{x}/{y}.png', true],
    ['https://tile.openstreetmap.org/{z}/{x}.png', false],
    ['ftp://tiles.local/{z}/{x}/{y}.png', false],
    ['javascript:alert(1)//{z}{x}{y}', false],
  ])('%s → %s', (url, ok) => {
    expect(isTileUrlTemplate(url)).toBe(ok);
  });
});
