import { inject } from 'vitest';
// The peer is a real MOS device built with @mos-connection/connector (shared with the server's tests).
import { freePorts, TestMosDevice } from '../../../server/src/areas/mos/mos.testDevice';
import { ApiClient } from './api';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env';

/** A started playout device, registered in the newsroom, and the program it plays out. */
export interface PlayoutProgram {
  device: TestMosDevice;
  programId: number;
}

/**
 * Starts a MOS playout device on free loopback ports and, as the administrator, registers it
 * (heartbeat 1 s) and a 19:00–20:00 program played out by it.
 */
export async function startPlayoutProgram(
  baseURL: string,
  names: { mosId: string; device: string; program: string; channels: string[] },
): Promise<PlayoutProgram> {
  const ports = await freePorts();
  const device = new TestMosDevice(names.mosId, ports, inject('mos'));
  await device.start();
  const admin = new ApiClient(baseURL);
  await admin.login(ADMIN_USERNAME, ADMIN_PASSWORD);
  const created = await admin.post<{ id: number }>('/api/devices', {
    name: names.device,
    type: 'PLAYOUT',
    vendor: 'SOFIE',
    protocol: 'MOS',
    mosId: names.mosId,
    host: '127.0.0.1',
    lowerPort: ports.lower,
    upperPort: ports.upper,
    queryPort: ports.query,
    heartbeatSeconds: 1,
    channels: names.channels,
    defaultChannel: names.channels[0],
  });
  const program = await admin.post<{ id: number }>('/api/programs', {
    name: names.program,
    start: '19:00',
    end: '20:00',
    playoutDeviceId: created.id,
  });
  return { device, programId: program.id };
}
