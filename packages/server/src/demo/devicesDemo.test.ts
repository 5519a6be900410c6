import { beforeAll, describe, expect, it } from 'vitest';
import type { Device, DeviceSummary, ProgramSummary } from '@newsroom/domain';
import { loginCookie } from '../test/testApp';
import { DEMO_ADMIN_PASSWORD, useDemoApp } from './demoTestkit';

let cookie: string;
const now = new Date('2025-03-10T15:00:00Z');

const { t } = useDemoApp(now);

beforeAll(async () => {
  cookie = await loginCookie(t.app, 'admin', DEMO_ADMIN_PASSWORD);
});

const get = async <T>(url: string) => (await t.app.inject({ url, headers: { cookie } })).json<T>();

describe('devices demo', () => {
  it('seeds a playout, a prompter, a CG with templates and an asset manager, all disabled, and a plug-in CG', async () => {
    const list = await get<DeviceSummary[]>('/api/devices');
    expect(list.map((d) => [d.name, d.type, d.protocol, d.vendor, d.enabled])).toEqual([
      ['Acervo', 'MAM', 'WS', 'OTHER', false],
      ['GC Estúdio', 'CG', 'II', 'CHYRON', false],
      ['GC HTML (demo)', 'CG', 'WS', 'OTHER', true],
      ['Playout Estúdio A', 'PLAYOUT', 'MOS', 'SOFIE', false],
      ['Prompter', 'TP', 'MOS', 'AUTOSCRIPT', false],
    ]);
    const cg = await get<Device>(`/api/devices/${list[1]!.id}`);
    expect(cg).toMatchObject({ host: '127.0.0.1', port: 5250 });
    expect(cg.templates.map((tpl) => [tpl.number, tpl.name])).toEqual([
      [10, 'Nome e cargo'],
      [20, 'Local'],
      [30, 'Crédito'],
      [40, 'Tarja de assunto'],
    ]);
    expect(cg.templates[0]!.fields).toEqual([
      { number: 1, name: 'Nome', size: 32 },
      { number: 2, name: 'Cargo', size: 40 },
    ]);
    expect(await get<Device>(`/api/devices/${list[2]!.id}`)).toMatchObject({
      plugin: 'HTML',
      pluginUrl: '/plugins/demo-cg/index.html',
      webServiceUrl: '',
    });
    expect(await get<Device>(`/api/devices/${list[3]!.id}`)).toMatchObject({
      mosId: 'playout.estudioa.mos',
      lowerPort: 10540,
      upperPort: 10541,
      queryPort: 10542,
      channels: ['A', 'B'],
      defaultChannel: 'A',
    });
  });

  it('links "Jornal da Manhã" to the CG and the playout', async () => {
    const list = await get<DeviceSummary[]>('/api/devices');
    const programs = await get<ProgramSummary[]>('/api/programs');
    const show = programs.find((p) => p.name === 'Jornal da Manhã')!;
    expect(await get(`/api/programs/${show.id}/cg`)).toEqual({
      id: list.find((d) => d.name === 'GC Estúdio')!.id,
    });
    expect(await get(`/api/programs/${show.id}/playout`)).toEqual({
      id: list.find((d) => d.name === 'Playout Estúdio A')!.id,
    });
  });
});
