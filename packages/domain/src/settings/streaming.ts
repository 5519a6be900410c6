import { z } from 'zod';

/**
 * Streaming (spec 3 §7 "streaming config and protocols"): how the media centre builds playback
 * links of an asset manager's object. Each enabled protocol has an address template with
 * `{objectId}`; the general settings' `streamingServer` stays the server's own address.
 */

/** Playback protocols the media centre can link to. */
export const PLAYBACK_PROTOCOLS = ['HLS', 'DASH', 'RTMP', 'RTSP', 'SRT', 'WEBRTC'] as const;
/** One playback protocol. */
export type PlaybackProtocol = (typeof PLAYBACK_PROTOCOLS)[number];

/** The URL schemes each protocol's addresses use. */
export const PLAYBACK_SCHEMES: Record<PlaybackProtocol, readonly string[]> = {
  HLS: ['http:', 'https:'],
  DASH: ['http:', 'https:'],
  RTMP: ['rtmp:', 'rtmps:'],
  RTSP: ['rtsp:', 'rtsps:'],
  SRT: ['srt:'],
  WEBRTC: ['http:', 'https:', 'ws:', 'wss:'],
};

/** Where the object's id goes in a template. */
export const OBJECT_ID_PLACEHOLDER = '{objectId}';
/** Most protocols one installation links to (each once). */
export const STREAMING_LINKS_MAX = PLAYBACK_PROTOCOLS.length;

/** Whether `template` has `{objectId}` and, filled, is an address of the protocol's schemes. */
export function isPlaybackTemplate(protocol: PlaybackProtocol, template: string): boolean {
  if (!template.includes(OBJECT_ID_PLACEHOLDER)) return false;
  const filled = template.replaceAll(OBJECT_ID_PLACEHOLDER, 'x');
  if (!URL.canParse(filled)) return false;
  const url = new URL(filled);
  return PLAYBACK_SCHEMES[protocol].includes(url.protocol) && url.hostname !== '';
}

/** One protocol's playback address template. */
export const streamingLinkSchema = z
  .object({
    protocol: z.enum(PLAYBACK_PROTOCOLS),
    /** e.g. `https://stream.tvhorizonte.com.br/vod/{objectId}/index.m3u8`. */
    urlTemplate: z.string().trim().min(1).max(400),
  })
  .refine((link) => isPlaybackTemplate(link.protocol, link.urlTemplate), {
    message: 'invalidTemplate',
    path: ['urlTemplate'],
  });
export type StreamingLink = z.infer<typeof streamingLinkSchema>;

/** The streaming settings (admin), as saved. */
export const streamingSettingsShape = {
  /** The protocols offered, each once, in the order the media centre lists them. */
  links: z
    .array(streamingLinkSchema)
    .max(STREAMING_LINKS_MAX)
    .refine((links) => new Set(links.map((l) => l.protocol)).size === links.length, {
      message: 'duplicate',
    }),
};
export const streamingSettingsValuesSchema = z.object(streamingSettingsShape);
export type StreamingSettingsValues = z.infer<typeof streamingSettingsValuesSchema>;

/** What GET /api/streaming/config answers any signed-in screen. */
export const streamingConfigSchema = z.object({
  /** The streaming server's address (general settings); '' = none. */
  serverUrl: z.string(),
  links: z.array(z.object({ protocol: z.enum(PLAYBACK_PROTOCOLS), urlTemplate: z.string() })),
});
export type StreamingConfig = z.infer<typeof streamingConfigSchema>;

/** One playback address of an object. */
export interface PlaybackLink {
  protocol: PlaybackProtocol;
  url: string;
}

/** The object's playback addresses, one per configured protocol (the id URL-encoded). */
export function playbackLinks(links: StreamingConfig['links'], objectId: string): PlaybackLink[] {
  const id = encodeURIComponent(objectId);
  return links.map((link) => ({
    protocol: link.protocol,
    url: link.urlTemplate.replaceAll(OBJECT_ID_PLACEHOLDER, id),
  }));
}
