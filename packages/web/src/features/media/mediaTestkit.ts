import type { Media } from '@newsroom/domain';

/** Test fixtures of the media centre: an asset manager's answers in Portuguese. */

/** A media as the server answers it. */
export function mediaFixture(fields: Partial<Media> & Pick<Media, 'objectId'>): Media {
  return {
    slug: '',
    durationMs: 0,
    timeBase: 0,
    abstractText: '',
    type: 'VIDEO',
    paths: [],
    proxyPaths: [],
    metadataPath: null,
    mosExternalMetadata: [],
    ...fields,
  };
}

/** The flood clip. */
export const ENCHENTE = mediaFixture({
  objectId: 'ACV-0001',
  slug: 'VT ENCHENTE CENTRO',
  durationMs: 95_000,
  timeBase: 29.97,
  abstractText: 'Enchente alaga ruas do centro após chuva forte',
  paths: [{ techDescription: 'MXF HD', url: 'smb://acervo/clips/ACV-0001.mxf' }],
});

/** The mayor's sound bite. */
export const SONORA = mediaFixture({
  objectId: 'ACV-0002',
  slug: 'SONORA PREFEITO',
  durationMs: 32_000,
  abstractText: 'Prefeito fala sobre as obras de drenagem',
});

/** Two enabled asset managers. */
export const MAM_DEVICES = [
  { id: 4, name: 'Acervo', protocol: 'WS' },
  { id: 7, name: 'Acervo MOS', protocol: 'MOS' },
];

/** A JSON answer. */
export { json } from '../../test/renderWithProviders';
