import type { AreaManifest } from '../../platform/areas/manifest';
import { devicesRoutes } from './devices.routes';

/** Devices (CG, playout, MOS). */
export const devicesManifest: AreaManifest = { name: 'devices', routes: [devicesRoutes] };
