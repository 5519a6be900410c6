import { describe, expect, it } from 'vitest';
import {
  decodePrintParams,
  encodePrintParams,
  printPath,
  printRandom,
  PRINT_RANDOM_MAX,
} from './printParams';

describe('print params', () => {
  it('round-trips options and adds a random number', () => {
    const encoded = encodePrintParams({ ids: [3, 5], twoColumns: true }, () => 0.5);
    expect(decodePrintParams(encoded)).toEqual({ ids: [3, 5], twoColumns: true, random: 5000 });
  });

  it('round-trips text outside Latin-1', () => {
    const options = { title: 'Reportagem São Paulo — 漢字 ✓' };
    expect(decodePrintParams(encodePrintParams(options))).toMatchObject(options);
  });

  it('is base64 JSON, URI-encoded', () => {
    const encoded = encodePrintParams({ id: 1 }, () => 0);
    const json = atob(decodeURIComponent(encoded));
    expect(JSON.parse(json)).toEqual({ id: 1, random: 0 });
    expect(encoded).not.toMatch(/[+/=]/);
  });

  it('accepts a segment the router already decoded', () => {
    const encoded = encodePrintParams({ q: '???>>>' });
    expect(decodePrintParams(decodeURIComponent(encoded))).toMatchObject({ q: '???>>>' });
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', encodeURIComponent(btoa('hello'))],
    ['no random', encodeURIComponent(btoa(JSON.stringify({ id: 1 })))],
    ['random out of range', encodeURIComponent(btoa(JSON.stringify({ random: 10000 })))],
    ['random not an integer', encodeURIComponent(btoa(JSON.stringify({ random: 1.5 })))],
    ['an array', encodeURIComponent(btoa(JSON.stringify([1])))],
  ])('refuses %s', (_name, segment) => {
    expect(decodePrintParams(segment)).toBeNull();
  });

  it('draws random numbers from 0 to 9999', () => {
    expect(printRandom(() => 0)).toBe(0);
    expect(printRandom(() => 0.99999999)).toBe(PRINT_RANDOM_MAX);
  });

  it('builds branch and local print paths', () => {
    expect(printPath('story', { id: 1 })).toMatch(/^\/print\/[^/]+\/story$/);
    expect(printPath('story', { id: 1 }, 7)).toMatch(/^\/print\/branches\/7\/[^/]+\/story$/);
  });
});
