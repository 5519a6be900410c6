import { devicePluginsAnswerSchema, type DevicePluginsAnswer } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Query key of the HTML plug-ins the story editor offers. */
export const pluginsKey = ['stories', 'html-plugins'] as const;

/** GET /api/devices/html-plugins: the enabled devices with an HTML plug-in, and our MOS id. */
export function fetchHtmlPlugins(): Promise<DevicePluginsAnswer> {
  return apiRequest('/api/devices/html-plugins', { schema: devicePluginsAnswerSchema });
}
