import type { Media } from '../stories/storyContent';

/**
 * A video clip of the archive as story content holds it, every field filled: 90 s at 25 frames
 * per second, an MXF high-resolution path, an MP4 proxy, XML metadata and one MOS metadata block.
 */
export function archiveClip(fields: Partial<Media> = {}): Media {
  return {
    objectId: 'ACV-0001',
    slug: 'VT ENCHENTE CENTRO',
    durationMs: 90_000,
    timeBase: 25,
    abstractText: 'Enchente alaga ruas do centro após chuva forte',
    type: 'VIDEO',
    paths: [{ techDescription: 'MXF HD', url: 'smb://acervo/clips/ACV-0001.mxf' }],
    proxyPaths: [{ techDescription: 'MP4 proxy', url: 'http://acervo/proxy/ACV-0001.mp4' }],
    metadataPath: 'http://acervo/meta/ACV-0001.xml',
    mosExternalMetadata: [
      { mosScope: 'PLAYLIST', mosSchema: 'http://acervo/schema', mosPayload: { editor: 'Carla' } },
    ],
    ...fields,
  };
}
