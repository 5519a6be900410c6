/**
 * MOS benchmark (issue 16): from an edit of a story in a MOS-enabled rundown (PATCH of its slug)
 * to the message that carries it arriving at a playout device on loopback, the device written
 * from the protocol (server/src/test/strictMosDevice.ts). Figures only; nothing asserts a time.
 */
import os from 'node:os';
import { addDaysToDate, newsroomToday, type DeviceStatus, type Rundown } from '@newsroom/domain';
import {
  createUser,
  loginCookie,
  startTestApp,
  testClock,
} from '../../packages/server/src/test/testApp';
import { StrictMosDevice } from '../../packages/server/src/test/strictMosDevice';
import { freePorts } from '../../packages/server/src/areas/mos/mos.testDevice';
import { ncsPortsEnv, seedMosPlayout } from '../../packages/server/src/areas/mos/mos.testkit';
import { EDITOR } from '../../packages/server/src/areas/rundowns/rundowns.testkit';
import { engine, openBenchDatabase, reportHeading, smoke } from './inProcess';
import { writeResults } from './results';
import { summarize } from './stats';

const NCS_ID = 'nrcs.bench.mos';
const DEVICE_MOS_ID = 'bench.playout.mos';
const STORIES = 20;
const EDITS = smoke ? 20 : 200;

async function main(): Promise<void> {
  const ncsPorts = await freePorts();
  const devicePorts = await freePorts();
  const device = new StrictMosDevice(DEVICE_MOS_ID, devicePorts, {
    ncsId: NCS_ID,
    ports: ncsPorts,
  });
  await device.start();
  const database = await openBenchDatabase();
  const { programId } = await seedMosPlayout(database.db, devicePorts, {
    device: { name: 'Playout', vendor: 'OTHER', mosId: DEVICE_MOS_ID },
    program: { name: 'Jornal da Noite', start: '20:00:00', end: '21:00:00' },
  });
  const t = await startTestApp(database, testClock(), {
    MOS_ID: NCS_ID,
    MOS_HOST: '127.0.0.1',
    ...ncsPortsEnv(ncsPorts),
  });
  const rows: Record<string, unknown>[] = [];
  try {
    const user = await createUser(database, { permissions: EDITOR });
    const cookie = await loginCookie(t.app, user.nickname);
    const call = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url, payload, headers: { cookie } });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    const connected = async () =>
      (await call<DeviceStatus[]>('GET', '/api/devices/status')).some(
        (s) => s.primary === 'connected',
      );
    for (let waited = 0; !(await connected()); waited += 100) {
      if (waited > 15_000) throw new Error('the device never connected');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const date = addDaysToDate(newsroomToday('America/Sao_Paulo', new Date()), 2);
    const rundown = await call<Rundown>('POST', '/api/rundowns', { date, programId });
    const blockId = rundown.blocks[0]!.id;
    const storyIds: number[] = [];
    for (let i = 0; i < STORIES; i++) {
      const story = await call<{ id: number }>('POST', `/api/blocks/${blockId}/stories`);
      await call('PATCH', `/api/stories/${story.id}`, { field: 'approved', value: true });
      storyIds.push(story.id);
    }
    const roId = `NRCS-RD-${rundown.id}`;
    await call('POST', `/api/rundowns/${rundown.id}/mos/enable`);
    await device.next((m) => m.type === 'roCreate' && m.roId === roId, 0, 15_000);

    const answered: number[] = [];
    const atDevice: number[] = [];
    for (let edit = 0; edit < EDITS; edit++) {
      const mark = device.received.length;
      const storyId = storyIds[edit % STORIES]!;
      const t0 = performance.now();
      await call('PATCH', `/api/stories/${storyId}`, { field: 'slug', value: `NOTA ${edit}` });
      answered.push(performance.now() - t0);
      const message = await device.next((m) => m.roId === roId, mark);
      atDevice.push(message.at - t0);
    }
    rows.push({ case: 'PATCH slug answered', ...summarize(answered) });
    rows.push({ case: 'PATCH sent → message at the device', ...summarize(atDevice) });
    if (device.problems.length > 0)
      throw new Error(`device problems: ${device.problems.join('; ')}`);
  } finally {
    await t.close();
    await device.stop();
    await database.close();
  }

  const cpus = os.cpus();
  console.log(reportHeading('MOS edit → device'));
  console.log(`rundown of ${STORIES} stories replicated to one device; ${EDITS} edits in turn`);
  console.table(rows);
  const file = writeResults('mos', engine, {
    engine,
    smoke,
    date: new Date().toISOString(),
    machine: { cores: cpus.length, model: cpus[0]?.model ?? null, loadavg: os.loadavg() },
    rows,
  });
  console.log(`written ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
