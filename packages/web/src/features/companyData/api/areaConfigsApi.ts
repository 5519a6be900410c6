import { z } from 'zod';
import {
  AREA_CONFIG_PATHS,
  AREA_CONFIG_SCHEMAS,
  type AreaConfigs,
  type ConfigArea,
  type VersionedAreaConfig,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of one area's configuration. */
export function areaConfigKey(area: ConfigArea) {
  return ['companyData', 'config', area] as const;
}

function versionedSchema<A extends ConfigArea>(area: A): z.ZodType<VersionedAreaConfig<A>> {
  const schema: z.ZodObject = AREA_CONFIG_SCHEMAS[area];
  return schema.extend({ version: z.number().int() }) as unknown as z.ZodType<
    VersionedAreaConfig<A>
  >;
}

/** GET /api/<area path>/config (defaults at version 0 when never saved). */
export function fetchAreaConfig<A extends ConfigArea>(area: A): Promise<VersionedAreaConfig<A>> {
  return apiRequest(`/api/${AREA_CONFIG_PATHS[area]}/config`, { schema: versionedSchema(area) });
}

/** PUT /api/<area path>/config over the version loaded (ROLE_ADMIN_WRITE). */
export function saveAreaConfig<A extends ConfigArea>(
  area: A,
  config: AreaConfigs[A],
  version: number,
): Promise<VersionedAreaConfig<A>> {
  return apiRequest(`/api/${AREA_CONFIG_PATHS[area]}/config`, {
    method: 'PUT',
    json: { ...config, version },
    schema: versionedSchema(area),
  });
}

/** Parses a pushed configuration (`/topic/settings`, entity `<area>_config`), or null. */
export function parsePushedConfig<A extends ConfigArea>(
  area: A,
  data: unknown,
): VersionedAreaConfig<A> | null {
  const parsed = versionedSchema(area).safeParse(data);
  return parsed.success ? parsed.data : null;
}
