import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Gauge, type Registry } from 'prom-client';

/**
 * The figures of every worker process of a node:cluster group (cluster.ts), whichever worker
 * took the scrape: counters then grow from scrape to scrape instead of jumping between workers.
 * The worker asks the primary over the cluster IPC channel; the primary asks every worker for its
 * registry as JSON and adds them up with prom-client's `AggregatorRegistry.aggregate`, each metric
 * by its own aggregator (metrics.ts). prom-client's own `clusterMetrics()` is not used: it runs
 * only in the primary and fails the whole scrape when one worker is late, where here the figures
 * that came are answered and the late worker is counted in `nrcs_metrics_workers{state="missing"}`.
 *
 * Pitfall: a worker left out (late, or replaced after a crash) makes its counters' sums drop, which
 * Prometheus reads as a counter reset, as it would for a restarted single process.
 */

/** How long the primary waits for the workers' figures: well inside Prometheus' 10 s scrape timeout. */
export const COLLECT_TIMEOUT_MS = 3_000;
/** How long a worker waits for the primary's answer before the scrape fails (a primary gone). */
const ASK_TIMEOUT_MS = COLLECT_TIMEOUT_MS + 2_000;

const ASK = 'nrcs:metrics:ask'; // worker → primary: the group's figures, please
const COLLECT = 'nrcs:metrics:collect'; // primary → every worker: your figures, please
const FIGURES = 'nrcs:metrics:figures'; // worker → primary: its registry as JSON
const ANSWER = 'nrcs:metrics:answer'; // primary → the asking worker: the group's text

type Figures = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/** The messages of this exchange; the ids pair an answer with its question. */
type GroupMessage =
  | { type: typeof ASK | typeof COLLECT; id: number }
  | { type: typeof FIGURES; id: number; figures: Figures }
  | { type: typeof ANSWER; id: number; text: string };

function isGroupMessage(message: unknown): message is GroupMessage {
  const type = (message as { type?: unknown } | null)?.type;
  return type === ASK || type === COLLECT || type === FIGURES || type === ANSWER;
}

/** The primary's view of its workers (node:cluster; a stand-in in tests). */
export interface WorkerGroup {
  on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
  readonly workers?: NodeJS.Dict<Worker>;
}

/** A process's channel to its primary (`process` in a worker; a stand-in in tests). */
export interface PrimaryChannel {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send?(message: GroupMessage): unknown;
}

/** The group's figures in the Prometheus text format, with how many workers answered. */
async function groupText(figures: Figures[], missing: number): Promise<string> {
  const registry = AggregatorRegistry.aggregate(figures);
  const workers = new Gauge({
    name: 'nrcs_metrics_workers',
    help: 'Worker processes whose figures this scrape adds up (answered) or lacks (missing: no answer in time)',
    labelNames: ['state'],
    registers: [registry],
  });
  workers.set({ state: 'answered' }, figures.length);
  workers.set({ state: 'missing' }, missing);
  return registry.metrics();
}

/** In the primary: answers a worker's ask with every worker's figures, added up. */
export function serveGroupMetrics(
  group: WorkerGroup = cluster,
  timeoutMs = COLLECT_TIMEOUT_MS,
): void {
  let nextId = 0;
  const collecting = new Map<number, (figures: Figures) => void>();

  const collect = async (asker: Worker, askId: number) => {
    const id = nextId++;
    const workers = Object.values(group.workers ?? {}).filter((w) => w?.isConnected());
    const figures: Figures[] = [];
    // A worker that does not answer in time (blocked, or dying) must not hang the scrape: after
    // `timeoutMs` the figures that came are answered, and a late answer is dropped.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      collecting.set(id, (answer) => {
        figures.push(answer);
        if (figures.length < workers.length) return;
        clearTimeout(timer);
        resolve();
      });
      // A worker gone since it was listed is only missing: the callback swallows the send error.
      for (const worker of workers) worker!.send({ type: COLLECT, id }, () => undefined);
    });
    collecting.delete(id);
    const answer: GroupMessage = {
      type: ANSWER,
      id: askId,
      text: await groupText(figures, workers.length - figures.length),
    };
    if (asker.isConnected()) asker.send(answer, () => undefined);
  };

  group.on('message', (worker, message) => {
    if (!isGroupMessage(message)) return;
    if (message.type === ASK) void collect(worker, message.id);
    else if (message.type === FIGURES) collecting.get(message.id)?.(message.figures);
  });
}

/**
 * In a worker: hands its figures to the primary when asked, and answers `ask()`, the group's
 * figures (rejecting when the primary does not answer in time).
 */
export function joinMetricsGroup(
  registry: Registry,
  channel: PrimaryChannel = process,
  timeoutMs = ASK_TIMEOUT_MS,
): { ask(): Promise<string> } {
  let nextId = 0;
  const asking = new Map<number, (text: string) => void>();
  channel.on('message', (message) => {
    if (!isGroupMessage(message)) return;
    if (message.type === ANSWER) asking.get(message.id)?.(message.text);
    // A registry that fails to read (a gauge's query) sends nothing: the primary counts it missing.
    else if (message.type === COLLECT)
      registry.getMetricsAsJSON().then(
        (figures) => channel.send?.({ type: FIGURES, id: message.id, figures }),
        () => undefined,
      );
  });
  return {
    ask: () =>
      new Promise<string>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          asking.delete(id);
          reject(new Error('the primary process did not answer with the workers’ figures'));
        }, timeoutMs);
        asking.set(id, (text) => {
          clearTimeout(timer);
          asking.delete(id);
          resolve(text);
        });
        channel.send?.({ type: ASK, id });
      }),
  };
}
