import { beforeAll, describe, expect, it } from 'vitest';
import type { Chat, ChatMessage, ChatUnread, Paged } from '@newsroom/domain';
import { appAreas } from '../areas/manifests';
import { loginCookie, testClock } from '../test/testApp';
import { useTestApp } from '../test/useTestApp';
import { bootstrap } from './bootstrap';
import { DEMO_PASSWORD } from './demoData';
import { DEMO_ADMIN_PASSWORD, demoReader } from './demoTestkit';

// Tuesday 10 March 2026, 12:00 in São Paulo.
const now = new Date('2026-03-10T15:00:00Z');
const { t, tdb } = useTestApp({ clock: testClock(now) });

beforeAll(async () => {
  // Seeded into the running app's storage, so the demo file is served like an uploaded one.
  await bootstrap(tdb.database, {
    search: appAreas().search,
    adminPassword: DEMO_ADMIN_PASSWORD,
    demoData: true,
    now,
    storage: t.app.platform.storage,
  });
});

describe('chat demo', () => {
  it('seeds the morning meeting and sports groups and a one-to-one, with a file and mentions', async () => {
    const get = demoReader(t);
    const editor = await get<Chat[]>('/api/chats', 'editor');
    expect(editor.map((c) => c.name ?? c.members.map((m) => m.nickname).join('+')).sort()).toEqual([
      'Esporte',
      'Pauta da manhã',
      'editor+reporter',
    ]);
    const meeting = editor.find((c) => c.name === 'Pauta da manhã')!;
    expect(meeting.isGroup).toBe(true);
    // What was said today is unread.
    expect((await get<ChatUnread>('/api/chats/unread', 'editor')).total).toBeGreaterThan(0);

    const history = await get<Paged<ChatMessage>>(
      `/api/chats/${meeting.id}/messages?size=50`,
      'reporter',
    );
    const file = history.data.find((m) => m.file)!;
    expect(file.file).toMatchObject({ name: 'escala-fim-de-semana.txt', mimeType: 'text/plain' });
    const bytes = await t.app.inject({
      url: `/api/chats/messages/${file.id}/file`,
      headers: { cookie: await loginCookie(t.app, 'reporter', DEMO_PASSWORD) },
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.body).toContain('ESCALA DO FIM DE SEMANA');
    const reporter = meeting.members.find((m) => m.nickname === 'reporter')!;
    expect(history.data.some((m) => m.mentions.includes(reporter.userId))).toBe(true);
    expect(history.data.every((m) => new Date(m.createdAt) <= now)).toBe(true);

    // Not a member: the sports chat does not exist for the reporter.
    const reporterChats = await get<Chat[]>('/api/chats', 'reporter');
    expect(reporterChats.map((c) => c.name)).not.toContain('Esporte');
  });
});
