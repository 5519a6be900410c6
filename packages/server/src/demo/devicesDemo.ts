import { eq } from 'drizzle-orm';
import type { DeviceTemplateInput } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { devices, deviceTemplates, programs } from '../platform/db/schema';
import type { DemoSeedContext } from './groupsDemo';

type DemoDevice = typeof devices.$inferInsert & { templates?: DeviceTemplateInput[] };

/**
 * The demo newsroom's equipment. Every device that would be dialled is disabled, so a demo start
 * never dials a playout, prompter or character generator that is not there; an administrator
 * enables one after pointing it at a real address.
 */
const DEMO_DEVICES: DemoDevice[] = [
  {
    name: 'Playout Estúdio A',
    type: 'PLAYOUT',
    vendor: 'SOFIE',
    protocol: 'MOS',
    mosId: 'playout.estudioa.mos',
    host: '127.0.0.1',
    lowerPort: 10540,
    upperPort: 10541,
    queryPort: 10542,
    heartbeatSeconds: 30,
    revision: '2.8.5',
    charset: 'UTF-16BE',
    channels: ['A', 'B'],
    defaultChannel: 'A',
    paths: [
      { name: 'Clipes', path: '/media/clipes' },
      { name: 'Vinhetas', path: '/media/vinhetas' },
    ],
    enabled: false,
  },
  {
    name: 'Prompter',
    type: 'TP',
    vendor: 'AUTOSCRIPT',
    protocol: 'MOS',
    mosId: 'prompter.estudioa.mos',
    host: '127.0.0.1',
    lowerPort: 10640,
    upperPort: 10641,
    queryPort: 10642,
    revision: '2.8.5',
    charset: 'UTF-16BE',
    enabled: false,
  },
  {
    name: 'GC Estúdio',
    type: 'CG',
    vendor: 'CHYRON',
    protocol: 'II',
    host: '127.0.0.1',
    port: 5250,
    charset: 'ISO-8859-1',
    channels: ['GC1'],
    defaultChannel: 'GC1',
    enabled: false,
    templates: [
      {
        number: 10,
        name: 'Nome e cargo',
        fields: [
          { number: 1, name: 'Nome', size: 32 },
          { number: 2, name: 'Cargo', size: 40 },
        ],
      },
      { number: 20, name: 'Local', fields: [{ number: 1, name: 'Local', size: 30 }] },
      {
        number: 30,
        name: 'Crédito',
        fields: [
          { number: 1, name: 'Reportagem', size: 40 },
          { number: 2, name: 'Imagens', size: 40 },
          { number: 3, name: 'Edição', size: 40 },
        ],
      },
      {
        number: 40,
        name: 'Tarja de assunto',
        fields: [{ number: 1, name: 'Assunto', size: 48 }],
      },
    ],
  },
  {
    name: 'Acervo',
    type: 'MAM',
    vendor: 'OTHER',
    protocol: 'WS',
    webServiceUrl: 'http://127.0.0.1:8095/mam',
    enabled: false,
  },
  {
    // Its plug-in is a page of this server (packages/web/public/plugins/demo-cg), so the story
    // editor's Plugins menu works without any vendor software; nothing is dialled.
    name: 'GC HTML (demo)',
    type: 'CG',
    vendor: 'OTHER',
    protocol: 'WS',
    plugin: 'HTML',
    pluginUrl: '/plugins/demo-cg/index.html',
    enabled: true,
  },
];

/** The show that goes to air with the demo CG and playout. */
const LINKED_PROGRAM = 'Jornal da Manhã';

/**
 * Seeds the demo devices (playout, prompter, CG with templates, asset manager), all disabled,
 * and links "Jornal da Manhã" to the CG and the playout. Runs after seedPrograms.
 */
export async function seedDevices(tx: Tx, _ctx: DemoSeedContext): Promise<void> {
  const ids = new Map<string, number>();
  for (const { templates = [], ...values } of DEMO_DEVICES) {
    const [row] = await tx.insert(devices).values(values).returning({ id: devices.id });
    ids.set(values.name, row!.id);
    if (templates.length > 0)
      await tx
        .insert(deviceTemplates)
        .values(templates.map((template) => ({ ...template, deviceId: row!.id })));
  }
  await tx
    .update(programs)
    .set({
      cgDeviceId: ids.get('GC Estúdio')!,
      playoutDeviceId: ids.get('Playout Estúdio A')!,
    })
    .where(eq(programs.name, LINKED_PROGRAM));
}
