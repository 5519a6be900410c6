import { describe, expect, it } from 'vitest';
import { archiveClip } from '../testing/mediaFixtures';
import { mediaFromMam, mediaSearchQuerySchema, thumbnailContentType } from './media';

describe('mediaFromMam', () => {
  it('maps a full item of the asset manager unchanged', () => {
    const clip = archiveClip();
    const proxyUrl = 'http://acervo/proxy/ACV-0001.mp4';
    // The contract's path description is optional: an absent one is taken as empty.
    const media = mediaFromMam({ ...clip, proxyPaths: [{ url: proxyUrl }] });
    expect(media).toEqual({ ...clip, proxyPaths: [{ techDescription: '', url: proxyUrl }] });
  });

  it.each([
    ['IMAGE', 'IMAGE'],
    ['AUDIO', 'AUDIO'],
    ['CLIP', 'OTHER'],
    [undefined, 'VIDEO'],
  ])('takes kind %s as %s', (type, expected) => {
    expect(mediaFromMam({ objectId: 'x', type }).type).toBe(expected);
  });

  it('fills absent fields and cuts what does not fit', () => {
    const media = mediaFromMam({
      objectId: 'x',
      slug: 'S'.repeat(500),
      durationMs: 1000.6,
      abstractText: 'a'.repeat(3000),
      paths: [{ url: '' }, { url: `http://${'p'.repeat(2100)}` }, { url: 'http://ok' }],
      metadataPath: `http://${'m'.repeat(2100)}`,
    });
    expect(media.slug).toHaveLength(200);
    expect(media.abstractText).toHaveLength(2000);
    expect(media.durationMs).toBe(1001);
    expect(media.paths).toEqual([{ techDescription: '', url: 'http://ok' }]);
    expect(media.metadataPath).toBeNull();
    expect(media.mosExternalMetadata).toEqual([]);
  });
});

describe('thumbnailContentType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['IMAGE/JPEG; charset=binary', 'image/jpeg'],
    ['image/svg+xml', null],
    ['text/html', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(thumbnailContentType(header)).toBe(expected);
  });
});

describe('mediaSearchQuerySchema', () => {
  it('trims the words and pages from 0 by 25', () => {
    expect(mediaSearchQuerySchema.parse({ deviceId: '4', q: '  enchente ' })).toEqual({
      deviceId: 4,
      q: 'enchente',
      page: 0,
      size: 25,
    });
  });
});
