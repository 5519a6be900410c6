import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { joinMetricsGroup, serveGroupMetrics, type PrimaryChannel } from './groupMetrics';
import { createMetrics, type Metrics } from './metrics';

/**
 * The worker group's figures over a stand-in for node:cluster's IPC: a primary and workers in
 * this process, each worker with its own metrics, messages crossing on the next turn as they would.
 */

const COLLECT_MS = 200;

/** One process's IPC end: messages sent on one side arrive on the other on a later turn. */
class FakeGroup extends EventEmitter {
  readonly workers: Record<string, Worker> = {};

  /** A worker with its own metrics, in the group; `ask` asks the primary for the group's text. */
  join(id: number, askTimeoutMs = 2_000): { metrics: Metrics; ask(): Promise<string> } {
    const metrics = createMetrics();
    const channel = new EventEmitter() as EventEmitter & PrimaryChannel;
    const worker = {
      id,
      isConnected: () => true,
      send: (message: unknown, callback?: () => void) => {
        setImmediate(() => channel.emit('message', message));
        callback?.();
        return true;
      },
    } as unknown as Worker;
    channel.send = (message) => setImmediate(() => this.emit('message', worker, message));
    this.workers[id] = worker;
    return { metrics, ...joinMetricsGroup(metrics.registry, channel, askTimeoutMs) };
  }
}

/** The value of one sample line (`name{labels} value`); undefined when absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

const LIVE =
  'nrcs_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}';

describe('the worker group’s figures', () => {
  it('adds every worker’s figures up, each metric by its own aggregator, whoever asks', async () => {
    const group = new FakeGroup();
    serveGroupMetrics(group, COLLECT_MS);
    const one = group.join(1);
    const two = group.join(2);
    for (let i = 0; i < 2; i++) one.metrics.observeRequest('GET', '/api/health/live', 200, 0.01);
    for (let i = 0; i < 3; i++) two.metrics.observeRequest('GET', '/api/health/live', 200, 0.01);
    one.metrics.gauge('test_held', 'Held by each', () => [{ value: 2 }]);
    two.metrics.gauge('test_held', 'Held by each', () => [{ value: 5 }]);
    one.metrics.gauge('test_worst', 'Worst of all', () => [{ value: 2 }], [], 'max');
    two.metrics.gauge('test_worst', 'Worst of all', () => [{ value: 5 }], [], 'max');
    one.metrics.gauge('test_shared', 'Read from the database', () => [{ value: 7 }], [], 'first');
    two.metrics.gauge('test_shared', 'Read from the database', () => [{ value: 7 }], [], 'first');
    const own = await one.metrics.text('process');

    for (const text of [await one.ask(), await two.ask()]) {
      expect(sample(text, LIVE)).toBe(5);
      expect(sample(text, 'test_held')).toBe(7);
      expect(sample(text, 'test_worst')).toBe(5);
      expect(sample(text, 'test_shared')).toBe(7);
      // A per-process limit, not a total.
      expect(sample(text, 'process_max_fds')).toBe(sample(own, 'process_max_fds'));
      expect(sample(text, 'nrcs_metrics_workers{state="answered"}')).toBe(2);
      expect(sample(text, 'nrcs_metrics_workers{state="missing"}')).toBe(0);
    }
  });

  it('answers the figures that came when a worker does not answer in time', async () => {
    const group = new FakeGroup();
    serveGroupMetrics(group, COLLECT_MS);
    const prompt = group.join(1);
    const blocked = group.join(2);
    prompt.metrics.observeRequest('GET', '/api/health/live', 200, 0.01);
    blocked.metrics.observeRequest('GET', '/api/health/live', 200, 0.01);
    // A gauge whose reading never ends holds that worker's figures back.
    blocked.metrics.gauge('test_stuck', 'Never read', () => new Promise(() => undefined));

    const started = Date.now();
    const text = await prompt.ask();
    expect(Date.now() - started).toBeLessThan(COLLECT_MS + 1_000);
    expect(sample(text, LIVE)).toBe(1);
    expect(sample(text, 'nrcs_metrics_workers{state="answered"}')).toBe(1);
    expect(sample(text, 'nrcs_metrics_workers{state="missing"}')).toBe(1);
  });

  it('fails the scrape when the primary does not answer', async () => {
    const group = new FakeGroup(); // no primary listening
    const lonely = group.join(1, COLLECT_MS);
    await expect(lonely.ask()).rejects.toThrow(/did not answer/);
  });

  it('answers this process’s figures alone outside a worker group', async () => {
    const metrics = createMetrics();
    metrics.observeRequest('GET', '/api/health/live', 200, 0.01);
    const text = await metrics.text('group');
    expect(sample(text, LIVE)).toBe(1);
    expect(text).not.toContain('nrcs_metrics_workers');
  });
});
