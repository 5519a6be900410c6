import { describe, expect, it } from 'vitest';
import { unique, useProgramsKit } from './programs.testkit';

/** The CG and playout devices of a program (spec 1 §8): only a device of the right kind. */

const kit = useProgramsKit();
const { call, makeDevice, makeProgram, programCount } = kit;

describe('program devices', () => {
  it('refuses a CG or playout device that is unknown or of another kind (422 device:wrongType), changing nothing', async () => {
    const [cg, playout, prompter, mam] = [
      await makeDevice('CG'),
      await makeDevice('PLAYOUT'),
      await makeDevice('TP'),
      await makeDevice('MAM'),
    ];
    const before = await programCount();
    for (const devicesOf of [
      { cgDeviceId: playout },
      { cgDeviceId: 2_000_000_000 },
      { playoutDeviceId: cg },
      { playoutDeviceId: mam },
      { playoutDeviceId: 2_000_000_000 },
    ]) {
      const bad = await call('POST', '/api/programs', kit.writerCookie, {
        name: unique('Dispositivos'),
        start: '06:00',
        end: '07:00',
        ...devicesOf,
      });
      expect(bad.statusCode, JSON.stringify(devicesOf)).toBe(422);
      expect(bad.json()).toMatchObject({
        code: 'rule_violation',
        message: 'device:wrongType',
        details: { field: Object.keys(devicesOf)[0] },
      });
    }
    expect(await programCount()).toBe(before);

    const program = await makeProgram({
      name: unique('Dispositivos'),
      cgDeviceId: cg,
      playoutDeviceId: prompter,
    });
    expect(program).toMatchObject({ cgDeviceId: cg, playoutDeviceId: prompter });
    const wrong = await call('PUT', `/api/programs/${program.id}`, kit.writerCookie, {
      ...program,
      cgDeviceId: mam,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'device:wrongType',
      details: { field: 'cgDeviceId' },
    });
    const moved = await call('PUT', `/api/programs/${program.id}`, kit.writerCookie, {
      ...program,
      playoutDeviceId: playout,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ cgDeviceId: cg, playoutDeviceId: playout, version: 2 });
  });
});
