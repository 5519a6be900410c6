import type { Device, DeviceTemplate } from '@newsroom/domain';

/** A disabled CG over II for tests ("GC Estúdio", id 3, version 2) with one two-field template. */
export function cgDeviceFixture(fields: Partial<Device> = {}): Device {
  return {
    id: 3,
    name: 'GC Estúdio',
    type: 'CG',
    vendor: 'CHYRON',
    protocol: 'II',
    plugin: 'NONE',
    pluginUrl: '',
    channels: ['GC1'],
    defaultChannel: 'GC1',
    paths: [],
    charset: 'ISO-8859-1',
    revision: '2.8.5',
    mosId: '',
    host: '127.0.0.1',
    secondaryHost: '',
    port: 5250,
    lowerPort: 10540,
    upperPort: 10541,
    queryPort: 10542,
    heartbeatSeconds: 30,
    webServiceUrl: '',
    enabled: false,
    templates: [cgTemplateFixture()],
    version: 2,
    ...fields,
  };
}

/** Template 10 of CG device 3 for tests ("Nome e cargo", id 9): Nome of 32, Cargo of 40. */
export function cgTemplateFixture(fields: Partial<DeviceTemplate> = {}): DeviceTemplate {
  return {
    id: 9,
    deviceId: 3,
    number: 10,
    name: 'Nome e cargo',
    fields: [
      { number: 1, name: 'Nome', size: 32 },
      { number: 2, name: 'Cargo', size: 40 },
    ],
    ...fields,
  };
}
