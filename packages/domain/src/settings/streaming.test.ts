import { describe, expect, it } from 'vitest';
import { isPlaybackTemplate, playbackLinks } from './streaming';

describe('isPlaybackTemplate', () => {
  it.each([
    ['HLS', 'https://stream.tv/vod/{objectId}/index.m3u8', true],
    ['HLS', 'https://stream.tv/vod/clip.m3u8', false],
    ['HLS', 'rtmp://stream.tv/{objectId}', false],
    ['RTMP', 'rtmp://stream.tv/live/{objectId}', true],
    ['SRT', 'srt://stream.tv:9000?streamid={objectId}', true],
    ['WEBRTC', 'wss://stream.tv/whep/{objectId}', true],
    ['DASH', 'javascript:{objectId}', false],
  ] as const)('%s %s -> %s', (protocol, template, isValid) => {
    expect(isPlaybackTemplate(protocol, template)).toBe(isValid);
  });
});

describe('playbackLinks', () => {
  it('puts the URL-encoded object id into every template', () => {
    expect(
      playbackLinks(
        [
          { protocol: 'HLS', urlTemplate: 'https://stream.tv/{objectId}/index.m3u8' },
          { protocol: 'RTMP', urlTemplate: 'rtmp://stream.tv/live/{objectId}' },
        ],
        'ACV 0001/a',
      ),
    ).toEqual([
      { protocol: 'HLS', url: 'https://stream.tv/ACV%200001%2Fa/index.m3u8' },
      { protocol: 'RTMP', url: 'rtmp://stream.tv/live/ACV%200001%2Fa' },
    ]);
  });
});
