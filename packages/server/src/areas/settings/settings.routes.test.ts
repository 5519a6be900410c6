import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLogs, files } from '../../platform/db/schema';
import { createUser, loginCookie } from '../../test/testApp';
import { connectStomp } from '../../test/stompClient';
import { filesUnder, multipartBody, testImage } from '../../test/multipart';
import { useTestApp } from '../../test/useTestApp';

let admin: string;
let adminReader: string;
let plainUser: string;

const { tdb, t } = useTestApp();

beforeAll(async () => {
  const [a, r, u] = await Promise.all([
    createUser(tdb.database, { permissions: { admin: 'write' } }),
    createUser(tdb.database, { permissions: { admin: 'read' } }),
    createUser(tdb.database, { permissions: { rundown: 'write' } }),
  ]);
  [admin, adminReader, plainUser] = await Promise.all([
    loginCookie(t.app, a.nickname),
    loginCookie(t.app, r.nickname),
    loginCookie(t.app, u.nickname),
  ]);
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });
const put = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: cookie ? { cookie } : {} });

const SECTIONS = [
  [
    'general',
    {
      domain: 'redacao.tvhorizonte.com.br',
      language: 'pt_BR',
      streamingServer: 'rtmp://stream.tvhorizonte.com.br/live',
      indexingTargets: ['stories', 'scripts'],
    },
  ],
  ['fonts', { fontFamily: 'Liberation Sans', editorFontSize: 16, printFontSize: 14 }],
  ['theme', { themeColor: 'green' }],
  [
    'smtp',
    {
      host: 'smtp.tvhorizonte.com.br',
      port: 465,
      secure: true,
      username: 'redacao',
      fromAddress: 'redacao@tvhorizonte.com.br',
    },
  ],
  [
    'retention',
    {
      chatHistory: 10,
      deletedDocuments: 20,
      notices: 0,
      rundownLogs: 40,
      documentVersions: 50,
      agencyItems: 3,
    },
  ],
  ['locks', { lockIntervalMinutes: 45 }],
  ['agency', { flashKeywords: ['urgente', 'plantão'], allowPrivateAddresses: true }],
  [
    'streaming',
    {
      links: [
        { protocol: 'HLS', urlTemplate: 'https://stream.tvhorizonte.com.br/vod/{objectId}.m3u8' },
        {
          protocol: 'SRT',
          urlTemplate: 'srt://stream.tvhorizonte.com.br:9000?streamid={objectId}',
        },
      ],
    },
  ],
  [
    'downloads',
    { links: [{ label: 'Plug-in MOS', url: 'https://tvhorizonte.com.br/plugin.zip' }] },
  ],
] as const;

describe('settings sections', () => {
  it.each(SECTIONS)(
    '%s requires a session, then admin read to read and admin write to change',
    async (section, values) => {
      const url = `/api/settings/${section}`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await put(url, { ...values, version: 0 })).statusCode).toBe(401);
      expect((await get(url, plainUser)).statusCode).toBe(403);
      expect((await get(url, adminReader)).statusCode).toBe(200);
      expect((await put(url, { ...values, version: 0 }, adminReader)).statusCode).toBe(403);
    },
  );

  it.each(SECTIONS)(
    '%s reads its defaults at version 0, saves whole, and refuses a stale version',
    async (section, values) => {
      const url = `/api/settings/${section}`;
      const initial = (await get(url, admin)).json();
      expect(initial.version).toBe(0);
      const saved = await put(url, { ...values, version: 0 }, admin);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ ...values, version: 1 });
      expect((await get(url, adminReader)).json()).toEqual(saved.json());

      const stale = await put(url, { ...values, version: 0 }, admin);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'stale_version',
        details: { current: saved.json() },
      });
      expect((await get(url, admin)).json().version).toBe(1);
    },
  );

  it.each([
    [
      'general',
      { domain: 'http://x', language: 'pt_BR', streamingServer: '', indexingTargets: [] },
      'domain',
    ],
    [
      'general',
      { domain: '', language: 'pt_BR', streamingServer: '', indexingTargets: ['weather'] },
      'indexingTargets.0',
    ],
    ['fonts', { fontFamily: 'Arial', editorFontSize: 14, printFontSize: 13 }, 'printFontSize'],
    ['theme', { themeColor: 'black' }, 'themeColor'],
    [
      'smtp',
      { host: 'smtp.x.com', port: 70000, secure: false, username: '', fromAddress: '' },
      'port',
    ],
    [
      'retention',
      {
        chatHistory: -1,
        deletedDocuments: 1,
        notices: 1,
        rundownLogs: 1,
        documentVersions: 1,
        agencyItems: 1,
      },
      'chatHistory',
    ],
    ['locks', { lockIntervalMinutes: 1.5 }, 'lockIntervalMinutes'],
    ['agency', { flashKeywords: ['x'], allowPrivateAddresses: false }, 'flashKeywords.0'],
    [
      'streaming',
      { links: [{ protocol: 'HLS', urlTemplate: 'https://stream.x.com/vod/clip.m3u8' }] },
      'links.0.urlTemplate',
    ],
    [
      'streaming',
      { links: [{ protocol: 'RTMP', urlTemplate: 'https://stream.x.com/{objectId}' }] },
      'links.0.urlTemplate',
    ],
    [
      'streaming',
      {
        links: [
          { protocol: 'HLS', urlTemplate: 'https://a.x.com/{objectId}' },
          { protocol: 'HLS', urlTemplate: 'https://b.x.com/{objectId}' },
        ],
      },
      'links',
    ],
    ['downloads', { links: [{ label: 'App', url: 'javascript:alert(1)' }] }, 'links.0.url'],
    ['downloads', { links: [{ label: ' ', url: 'https://x.com/app' }] }, 'links.0.label'],
  ] as const)(
    '%s refuses bad input (400 on %j) and changes nothing',
    async (section, values, field) => {
      const url = `/api/settings/${section}`;
      const before = (await get(url, admin)).json();
      const response = await put(url, { ...values, version: before.version }, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields).toContainEqual(expect.objectContaining({ field }));
      expect((await get(url, admin)).json()).toEqual(before);
    },
  );

  it('records each change in the audit log with who, from where and what changed', async () => {
    const current = (await get('/api/settings/locks', admin)).json();
    await put('/api/settings/locks', { lockIntervalMinutes: 90, version: current.version }, admin);
    const [entry] = await tdb.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'settings'), eq(auditLogs.entityId, 'locks')))
      .orderBy(sql`${auditLogs.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      action: 'UPDATE',
      label: 'locks',
      ip: '127.0.0.1',
      details: { lockIntervalMinutes: { before: current.lockIntervalMinutes, after: 90 } },
    });
  });
});

describe('configuration for every screen', () => {
  const paths = [
    '/api/editor/config',
    '/api/print/config',
    '/api/streaming/config',
    '/api/streaming/protocols',
    '/api/download_links',
  ];

  it.each(paths)('%s requires a session and nothing more', async (path) => {
    expect((await get(path)).statusCode).toBe(401);
    expect((await get(path, plainUser)).statusCode).toBe(200);
  });

  it('answers the saved sections: fonts for editors and printouts, streaming, download links', async () => {
    expect((await get('/api/editor/config', plainUser)).json()).toEqual({
      fontFamily: 'Liberation Sans',
      editorFontSize: 16,
    });
    expect((await get('/api/print/config', plainUser)).json()).toEqual({
      fontFamily: 'Liberation Sans',
      printFontSize: 14,
    });
    expect((await get('/api/streaming/config', plainUser)).json()).toEqual({
      serverUrl: 'rtmp://stream.tvhorizonte.com.br/live',
      links: (SECTIONS.find(([section]) => section === 'streaming')![1] as { links: unknown })
        .links,
    });
    expect((await get('/api/streaming/protocols', plainUser)).json()).toEqual([
      'HLS',
      'DASH',
      'RTMP',
      'RTSP',
      'SRT',
      'WEBRTC',
    ]);
    expect((await get('/api/download_links', plainUser)).json()).toEqual([
      { label: 'Plug-in MOS', url: 'https://tvhorizonte.com.br/plugin.zip' },
    ]);
  });
});

describe('SMTP password', () => {
  it('is write-only: never answered, kept when absent, removed with null, never in the audit log or events', async () => {
    const secret = 'Sup3r-Secret-Pass';
    const watcher = await connectStomp(t.baseUrl, admin, ['/topic/settings']);
    try {
      const current = (await get('/api/settings/smtp', admin)).json();
      const base = {
        host: 'smtp.tvhorizonte.com.br',
        port: 587,
        secure: false,
        username: 'redacao',
        fromAddress: 'redacao@tvhorizonte.com.br',
      };
      const saved = await put(
        '/api/settings/smtp',
        { ...base, password: secret, version: current.version },
        admin,
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ hasPassword: true });
      expect(saved.json()).not.toHaveProperty('password');
      expect(saved.body).not.toContain(secret);
      expect((await get('/api/settings/smtp', admin)).body).not.toContain(secret);

      const kept = await put(
        '/api/settings/smtp',
        { ...base, username: 'jornalismo', version: saved.json().version },
        admin,
      );
      expect(kept.json()).toMatchObject({ hasPassword: true, username: 'jornalismo' });
      const removed = await put(
        '/api/settings/smtp',
        { ...base, password: null, version: kept.json().version },
        admin,
      );
      expect(removed.json().hasPassword).toBe(false);

      const event = await watcher.next('/topic/settings', (e) => e.entity === 'smtp');
      expect(event).toMatchObject({ action: 'UPDATE', id: 'smtp', data: { hasPassword: true } });
      expect(JSON.stringify(watcher.received.get('/topic/settings'))).not.toContain(secret);
      const audit = await tdb.database.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.entityId, 'smtp'));
      expect(audit.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(audit)).not.toContain(secret);
      expect(audit.find((a) => (a.details as Record<string, unknown>).password)).toBeDefined();
    } finally {
      await watcher.close();
    }
  });
});

describe('SMTP test mail', () => {
  const test = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/settings/smtp/test',
      payload: {},
      headers: cookie ? { cookie } : {},
    });

  it('is for settings writers and refuses clearly without a host', async () => {
    expect((await test()).statusCode).toBe(401);
    expect((await test(plainUser)).statusCode).toBe(403);
    expect((await test(adminReader)).statusCode).toBe(403);
    // As a new installation: no SMTP host (the tests above saved one).
    const current = (await get('/api/settings/smtp', admin)).json();
    const cleared = { ...current, host: '', password: null, version: current.version };
    delete cleared.hasPassword;
    expect((await put('/api/settings/smtp', cleared, admin)).statusCode).toBe(200);
    const refused = await test(admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('mail:notConfigured');
  });
});

describe('settings events', () => {
  it('publish the theme to every browser and administrative sections only to administrators', async () => {
    const everyone = await connectStomp(t.baseUrl, plainUser, ['/topic/settings']);
    try {
      const retention = (await get('/api/settings/retention', admin)).json();
      await put(
        '/api/settings/retention',
        { ...retention, chatHistory: retention.chatHistory + 1 },
        admin,
      );
      const theme = (await get('/api/settings/theme', admin)).json();
      const saved = (
        await put('/api/settings/theme', { themeColor: 'volcano', version: theme.version }, admin)
      ).json();
      const event = await everyone.next('/topic/settings', (e) => e.entity === 'theme');
      expect(event).toMatchObject({
        topic: 'settings',
        action: 'UPDATE',
        entity: 'theme',
        id: 'theme',
        data: { themeColor: 'volcano' },
        version: saved.version,
      });
      expect(everyone.received.get('/topic/settings')!.map((e) => e.entity)).not.toContain(
        'retention',
      );
    } finally {
      await everyone.close();
    }
  });
});

describe('appearance and logo', () => {
  const uploadLogo = async (data: Buffer, name: string, cookie?: string) => {
    const { payload, headers } = multipartBody([{ name, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/settings/logo',
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const logoRows = async () =>
    (await tdb.database.db.select().from(files).where(eq(files.isPublic, true))).length;

  it('answer the appearance without a session', async () => {
    const response = await get('/api/settings/appearance');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      themeColor: expect.any(String),
      hasLogo: false,
      logoId: null,
      fonts: {
        fontFamily: expect.any(String),
        editorFontSize: expect.any(Number),
        printFontSize: expect.any(Number),
      },
    });
    expect((await get('/api/settings/logo')).statusCode).toBe(404);
  });

  it('need admin write to upload or remove the logo', async () => {
    const png = await testImage('png', 90, 90);
    expect((await uploadLogo(png, 'logo.png')).statusCode).toBe(401);
    expect((await uploadLogo(png, 'logo.png', adminReader)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/settings/logo' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/settings/logo',
          headers: { cookie: adminReader },
        })
      ).statusCode,
    ).toBe(403);
    expect(await logoRows()).toBe(0);
  });

  it('take a PNG, JPEG or GIF logo that anyone can read, replacing the previous one, live for every browser', async () => {
    const everyone = await connectStomp(t.baseUrl, plainUser, ['/topic/settings']);
    try {
      const png = await testImage('png', 90, 90);
      const first = await uploadLogo(png, 'logo.png', admin);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ hasLogo: true, fileId: expect.any(String) });
      const event = await everyone.next('/topic/settings', (e) => e.entity === 'logo');
      expect(event.data).toMatchObject({ hasLogo: true, fileId: first.json().fileId });

      const logo = await get('/api/settings/logo');
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload.equals(png)).toBe(true);
      expect((await get(`/api/files/${first.json().fileId}`)).statusCode).toBe(200);
      expect((await get('/api/settings/appearance')).json()).toMatchObject({
        hasLogo: true,
        logoId: first.json().fileId,
      });

      const gif = await testImage('gif', 90, 90);
      const second = await uploadLogo(gif, 'logo.gif', admin);
      expect(second.json()).toMatchObject({ hasLogo: true });
      expect((await get('/api/settings/logo')).headers['content-type']).toBe('image/gif');
      // The old logo is gone: row and bytes.
      expect(await logoRows()).toBe(1);
      expect((await get(`/api/files/${first.json().fileId}`, admin)).statusCode).toBe(404);
      expect(
        (await filesUnder(t.app.platform.config.filesDir)).some((f) =>
          f.includes(first.json().fileId),
        ),
      ).toBe(false);
    } finally {
      await everyone.close();
    }
  });

  it('refuse a logo of the wrong type by content (400) or over 10 MB (413), keeping the current one', async () => {
    const before = (await get('/api/settings/appearance')).json();
    const stored = await filesUnder(t.app.platform.config.filesDir);
    const text = await uploadLogo(Buffer.from('GIF? no, text'), 'logo.gif', admin);
    expect(text.statusCode).toBe(400);
    expect(text.json().details.fields[0]).toMatchObject({ field: 'file', key: 'invalidType' });
    const png = await testImage('png', 8, 8);
    const big = await uploadLogo(
      Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]),
      'logo.png',
      admin,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().details.fields[0]).toMatchObject({
      key: 'invalidSize',
      params: { count: 10 },
    });
    expect((await get('/api/settings/appearance')).json()).toEqual(before);
    expect(await filesUnder(t.app.platform.config.filesDir)).toEqual(stored);
  });

  it('remove the logo', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/logo',
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get('/api/settings/logo')).statusCode).toBe(404);
    expect((await get('/api/settings/appearance')).json()).toMatchObject({
      hasLogo: false,
      logoId: null,
    });
    expect(await logoRows()).toBe(0);
    expect(await filesUnder(t.app.platform.config.filesDir)).toEqual([]);
    // Removing nothing is not an error.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/settings/logo',
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(204);
  });
});
