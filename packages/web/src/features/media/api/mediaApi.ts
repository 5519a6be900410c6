import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  mediaDeviceSchema,
  mediaSchema,
  pagedSchema,
  type Media,
  type MediaDevice,
  type Paged,
} from '@newsroom/domain';
import { apiRequest, buildUrl } from '../../../shared/api';

/** Calls of the media centre (GET /api/media/devices, /search, /thumbnail). */

/** Cache keys of the media centre. */
export const mediaKeys = {
  devices: ['media', 'devices'] as const,
  /** Every search of any device. */
  all: ['media', 'search'] as const,
  search: (query: MediaSearchParams) => ['media', 'search', query] as const,
};

/** One search of a device: its id, the words and the page (from 0). */
export interface MediaSearchParams {
  deviceId: number;
  q: string;
  page: number;
}

/** The enabled MAM devices, then MOS devices that announced objects. */
export function fetchMediaDevices(): Promise<MediaDevice[]> {
  return apiRequest('/api/media/devices', { schema: z.array(mediaDeviceSchema) });
}

/** A page of a device's media for the words. */
export function searchMedia(
  params: MediaSearchParams,
  signal?: AbortSignal,
): Promise<Paged<Media>> {
  return apiRequest('/api/media/search', {
    query: { deviceId: params.deviceId, q: params.q, page: params.page, size: DEFAULT_PAGE_SIZE },
    schema: pagedSchema(mediaSchema),
    signal,
  });
}

/** Address of a media's thumbnail, proxied by the server from the device. */
export function mediaThumbnailUrl(deviceId: number, objectId: string): string {
  return buildUrl('/api/media/thumbnail', { deviceId, objectId });
}
