import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, ReportTerm } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { addTerm, createReport } from './reports.testkit';

const { t, call, signIn } = useTestApp();
let admin: SignedIn;
let adminReader: SignedIn;
let writer: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  admin = await signIn({ permissions: { admin: 'write', report: 'read' } });
  adminReader = await signIn({ permissions: { admin: 'read' } });
  writer = await signIn({ permissions: { report: 'write' } });
  outsider = await signIn({ permissions: { news_report: 'admin' } });
});

describe.each([
  ['report_categories', 'reports:duplicateCategory', 'reports:categoryInUse', 'report_category'],
  ['report_events', 'reports:duplicateEvent', 'reports:eventInUse', 'report_event'],
] as const)('%s', (list, duplicateKey, inUseKey, entity) => {
  it('is read by report readers and administrators, kept only with ROLE_ADMIN_WRITE', async () => {
    expect((await call('GET', `/api/${list}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/${list}`, writer.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/${list}/filter`, adminReader.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/${list}`, outsider.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/${list}`, writer.cookie, { name: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/api/${list}`, adminReader.cookie, { name: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a name taken, case aside, on create and rename', async () => {
    const first = await addTerm(call, admin.cookie, list, `Trânsito ${list}`);
    const twice = await call('POST', `/api/${list}`, admin.cookie, {
      name: `TRÂNSITO ${list.toUpperCase()}`,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: duplicateKey, details: { field: 'name' } });
    const other = await addTerm(call, admin.cookie, list, `Outro ${list}`);
    const renamed = await call('PUT', `/api/${list}/${other.id}`, admin.cookie, {
      name: first.name,
      version: other.version,
    });
    expect(renamed.statusCode).toBe(409);
    const ok = await call('PUT', `/api/${list}/${other.id}`, admin.cookie, {
      name: `Renomeado ${list}`,
      version: other.version,
    });
    expect(ok.json<ReportTerm>()).toMatchObject({ name: `Renomeado ${list}`, version: 2 });
    const stale = await call('PUT', `/api/${list}/${other.id}`, admin.cookie, {
      name: 'y',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
  });

  it('lists by name and pages by filter', async () => {
    await addTerm(call, admin.cookie, list, `Zebra ${list}`);
    await addTerm(call, admin.cookie, list, `Ávila ${list}`);
    const names = (await call('GET', `/api/${list}`, writer.cookie))
      .json<ReportTerm[]>()
      .map((term) => term.name);
    expect(names.indexOf(`Ávila ${list}`)).toBeLessThan(names.indexOf(`Zebra ${list}`));
    const page = (await call('GET', `/api/${list}/filter?filter=avila&size=5`, writer.cookie)).json<
      Paged<ReportTerm>
    >();
    expect(page).toMatchObject({ total: 1, size: 5, data: [{ name: `Ávila ${list}` }] });
  });

  it('is not deleted while a report names it, even in the trash; then it goes', async () => {
    const term = await addTerm(call, admin.cookie, list, `Em uso ${list}`);
    const named = list === 'report_categories' ? { categoryId: term.id } : { eventIds: [term.id] };
    const report = await createReport(call, writer.cookie, { title: 'Usa', ...named });
    const refused = await call('DELETE', `/api/${list}/${term.id}`, admin.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: inUseKey, details: { count: 1 } });
    expect((await call('DELETE', `/api/reports/${report.id}`, writer.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/${list}/${term.id}`, admin.cookie)).statusCode).toBe(422);
    const unused = await addTerm(call, admin.cookie, list, `Livre ${list}`);
    expect((await call('DELETE', `/api/${list}/${unused.id}`, admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/${list}/${unused.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('publishes its changes on the reports topic', async () => {
    const watcher = await connectStomp(t.baseUrl, writer.cookie, ['/topic/reports']);
    try {
      const term = await addTerm(call, admin.cookie, list, `Ao vivo ${list}`);
      const event = await watcher.next(
        '/topic/reports',
        (e) => e.entity === entity && e.id === String(term.id),
      );
      expect(event).toMatchObject({ action: 'CREATE', data: { name: `Ao vivo ${list}` } });
    } finally {
      await watcher.close();
    }
  });
});
