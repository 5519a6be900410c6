import { describe, expect, it } from 'vitest';
import { mediaFromMam, mediaSearchQuerySchema, thumbnailContentType } from './media';

describe('mediaFromMam', () => {
  it('maps a full item of the asset manager unchanged', () => {
    const media = mediaFromMam({
      objectId: 'ACV-0001',
      slug: 'VT ENCHENTE CENTRO',
      durationMs: 95_000,
      timeBase: 29.97,
      abstractText: 'Enchente no centro da cidade',
      type: 'VIDEO',
      paths: [{ techDescription: 'MXF', url: 'smb://acervo/ACV-0001.mxf' }],
      proxyPaths: [{ url: 'http://acervo/proxy/ACV-0001.mp4' }],
      metadataPath: 'http://acervo/meta/ACV-0001.xml',
      mosExternalMetadata: [{ mosScope: 'PLAYLIST' }],
    });
    expect(media).toEqual({
      objectId: 'ACV-0001',
      slug: 'VT ENCHENTE CENTRO',
      durationMs: 95_000,
      timeBase: 29.97,
      abstractText: 'Enchente no centro da cidade',
      type: 'VIDEO',
      paths: [{ techDescription: 'MXF', url: 'smb://acervo/ACV-0001.mxf' }],
      proxyPaths: [{ techDescription: '', url: 'http://acervo/proxy/ACV-0001.mp4' }],
      metadataPath: 'http://acervo/meta/ACV-0001.xml',
      mosExternalMetadata: [{ mosScope: 'PLAYLIST' }],
    });
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
