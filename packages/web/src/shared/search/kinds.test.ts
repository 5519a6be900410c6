import { describe, expect, it } from 'vitest';
import { SEARCH_KINDS } from '@newsroom/domain';
import { SEARCH_KIND_COLOURS, SEARCH_KIND_ORIGINS } from './kinds';

/** The kinds the server indexes from the agency's items (Mastodon and Bluesky as `twitter`). */
const AGENCY_KINDS = ['rss', 'twitter', 'facebook'];

describe('search kinds', () => {
  it.each(SEARCH_KINDS)('%s has a tag colour no other kind has', (kind) => {
    const colour = SEARCH_KIND_COLOURS[kind];
    expect(colour).toMatch(/^[a-z]+$/);
    // Red marks flash items on the agency's screens.
    expect(colour).not.toBe('red');
    expect(SEARCH_KINDS.filter((other) => SEARCH_KIND_COLOURS[other] === colour)).toEqual([kind]);
  });

  it.each(SEARCH_KINDS)('%s opens in the viewer of its own documents', (kind) => {
    const origin = SEARCH_KIND_ORIGINS[kind];
    expect(origin === 'agency_item').toBe(AGENCY_KINDS.includes(kind));
    if (origin !== 'agency_item')
      expect(SEARCH_KINDS.filter((other) => SEARCH_KIND_ORIGINS[other] === origin)).toEqual([kind]);
  });
});
