import { describe, expect, it } from 'vitest';
import { archiveClip } from '../testing/mediaFixtures';
import { mediaFromMosObject, objectListRange, type MosObjectDescription } from './mosObject';

/**
 * The archive clip of the media fixtures as a MOS device describes it: its duration in frames,
 * its paths by type (the first metadata path wins) and a metadata block by MOS names.
 */
const clip: MosObjectDescription = {
  objectId: 'ACV-0001',
  slug: 'VT ENCHENTE CENTRO',
  abstract: 'Enchente alaga ruas do centro após chuva forte',
  type: 'VIDEO',
  timeBase: 25,
  duration: 2_250,
  paths: [
    { type: 'PATH', description: 'MXF HD', target: 'smb://acervo/clips/ACV-0001.mxf' },
    { type: 'PROXY PATH', description: 'MP4 proxy', target: 'http://acervo/proxy/ACV-0001.mp4' },
    { type: 'METADATA PATH', description: 'XML', target: 'http://acervo/meta/ACV-0001.xml' },
    { type: 'METADATA PATH', description: 'XML 2', target: 'http://acervo/other.xml' },
  ],
  mosExternalMetadata: [
    { scope: 'PLAYLIST', schema: 'http://acervo/schema', payload: { editor: 'Carla' } },
  ],
};

describe('objectListRange', () => {
  it.each([
    [0, 25, { start: 1, end: 25 }],
    [1, 25, { start: 26, end: 50 }],
    [2, 2, { start: 5, end: 6 }],
  ])('page %i of %i: %j', (page, size, range) => {
    expect(objectListRange(page, size)).toEqual(range);
  });
});

describe('mediaFromMosObject', () => {
  it('maps a clip: duration through the time base, paths by type, metadata as sent to devices', () => {
    expect(mediaFromMosObject(clip)).toEqual(archiveClip());
  });

  it('takes STILL as IMAGE, an unknown type as OTHER, an unknown time base as no duration', () => {
    const still = mediaFromMosObject({ ...clip, type: 'STILL', timeBase: 0, paths: [] });
    expect(still).toMatchObject({ type: 'IMAGE', durationMs: 0, timeBase: 0, metadataPath: null });
    expect(mediaFromMosObject({ ...clip, type: 'CG' }).type).toBe('OTHER');
  });

  it('cuts texts to the story limits', () => {
    const long = mediaFromMosObject({ ...clip, slug: 'S'.repeat(500), abstract: 'a'.repeat(3000) });
    expect(long.slug.length).toBeLessThan(500);
    expect(long.abstractText).toHaveLength(2000);
  });
});
