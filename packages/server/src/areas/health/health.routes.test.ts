import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleTask } from '../../platform/jobs/tasks';
import { startTestApp, testClock, type TestApp } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';

/** Readiness, liveness and the Prometheus figures (issue 27, operability). */

const { tdb, t, signIn } = useTestApp();

const scrape = (headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ url: '/api/metrics', headers });

/** The value of one sample line of a scrape (`name{labels} value`); undefined when absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('health', () => {
  it('answers liveness and readiness without a session', async () => {
    expect((await t.app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });
});

describe('metrics', () => {
  it('times requests by route pattern, never by id', async () => {
    const admin = await signIn({ isRoot: true });
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/rundowns/987654', headers: { cookie: admin.cookie } });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const health =
      'nrcs_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    expect(sample(text, health)).toBeGreaterThanOrEqual(1);
    const rundown =
      'nrcs_http_request_duration_seconds_count{method="GET",route="/api/rundowns/:id",status="404"}';
    expect(sample(text, rundown)).toBe(1);
    expect(text).not.toContain('987654');
  });

  it('reads sockets, outbox, MOS links, the task queue and the event loop', async () => {
    await scheduleTask(tdb.database.db, {
      kind: 'metrics.test',
      key: 'metrics.test:1',
      runAt: new Date('2001-01-01T00:00:00Z'),
    });
    await scheduleTask(tdb.database.db, {
      kind: 'metrics.test',
      key: 'metrics.test:2',
      runAt: new Date('2999-01-01T00:00:00Z'),
    });
    const text = (await scrape()).body;
    expect(sample(text, 'nrcs_websocket_connections')).toBe(0);
    expect(sample(text, 'nrcs_outbox_pending_events')).toBe(0);
    expect(sample(text, 'nrcs_tasks{kind="metrics.test",state="due"}')).toBe(1);
    expect(sample(text, 'nrcs_tasks{kind="metrics.test",state="waiting"}')).toBe(2);
    expect(sample(text, 'nrcs_mos_links{state="connected"}')).toBe(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('answers this process’s figures alone on asking, which a single process always does', async () => {
    const own = await t.app.inject({ url: '/api/metrics?scope=process' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('nrcs_http_request_duration_seconds');
    expect(own.body).not.toContain('nrcs_metrics_workers');
    expect((await t.app.inject({ url: '/api/metrics?scope=everyone' })).statusCode).toBe(400);
  });

  it('is not for a scraper reaching this machine through a proxy, unless an administrator', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await scrape(forwarded)).statusCode).toBe(403);
    const reporter = await signIn();
    expect((await scrape({ ...forwarded, cookie: reporter.cookie })).statusCode).toBe(403);
    const admin = await signIn({ permissions: { admin: 'read' } });
    expect((await scrape({ ...forwarded, cookie: admin.cookie })).statusCode).toBe(200);
  });

  describe('with METRICS_TOKEN', () => {
    let guarded: TestApp;
    beforeAll(async () => {
      guarded = await startTestApp(tdb.database, testClock(), { METRICS_TOKEN: 's3cr3t-token' });
    });
    afterAll(() => guarded?.close());

    it('asks the token even on loopback', async () => {
      expect((await scrape({}, guarded.app)).statusCode).toBe(403);
      const wrong = { authorization: 'Bearer s3cr3t-tokem' };
      expect((await scrape(wrong, guarded.app)).statusCode).toBe(403);
      const right = { authorization: 'Bearer s3cr3t-token' };
      expect((await scrape(right, guarded.app)).statusCode).toBe(200);
    });
  });
});
