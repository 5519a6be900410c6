import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  mediaDeviceSchema,
  mediaSchema,
  mediaSyncAnswerSchema,
  pagedSchema,
  searchableFieldSchema,
  type Media,
  type MediaCreate,
  type MediaDevice,
  type MediaUpdate,
  type Paged,
  type SearchableField,
} from '@newsroom/domain';
import { apiRequest, buildUrl } from '../../../shared/api';

/** Calls of the media centre (/api/media/devices, /search, /thumbnail, /searchable_fields, /sync, /objects). */

/** Cache keys of the media centre. */
export const mediaKeys = {
  devices: ['media', 'devices'] as const,
  /** Every search of any device. */
  all: ['media', 'search'] as const,
  search: (query: MediaSearchParams) => ['media', 'search', query] as const,
  fields: (deviceId: number) => ['media', 'fields', deviceId] as const,
};

/** One search of a device: its id, the words, the words per field and the page (from 0). */
export interface MediaSearchParams {
  deviceId: number;
  q: string;
  /** Words per field the device searches by (names from its searchable fields); blank ones are left out. */
  fields: Record<string, string>;
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
    query: {
      deviceId: params.deviceId,
      q: params.q,
      params: Object.keys(params.fields).length > 0 ? JSON.stringify(params.fields) : undefined,
      page: params.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: pagedSchema(mediaSchema),
    signal,
  });
}

/** Address of a media's thumbnail, proxied by the server from the device. */
export function mediaThumbnailUrl(deviceId: number, objectId: string): string {
  return buildUrl('/api/media/thumbnail', { deviceId, objectId });
}

/** The fields a device searches by ([] for MOS devices and devices without fields). */
export function fetchSearchableFields(deviceId: number): Promise<SearchableField[]> {
  return apiRequest('/api/media/searchable_fields', {
    query: { deviceId },
    schema: z.array(searchableFieldSchema),
  });
}

/** Asks a device to read its storage again (media write); answers the device's name. */
export function requestMediaSync(deviceId: number): Promise<{ device: string }> {
  return apiRequest('/api/media/sync', {
    method: 'POST',
    json: { deviceId },
    schema: mediaSyncAnswerSchema,
  });
}

/** Creates a placeholder object on a device (media write). */
export function createMediaObject(input: MediaCreate): Promise<Media> {
  return apiRequest('/api/media/objects', { method: 'POST', json: input, schema: mediaSchema });
}

/** Changes the given fields of a device's object (media write). */
export function updateMediaObject(input: MediaUpdate): Promise<Media> {
  return apiRequest('/api/media/objects', { method: 'PUT', json: input, schema: mediaSchema });
}
