import { Gauge, Histogram, Registry, collectDefaultMetrics, type Aggregator } from 'prom-client';
import { joinMetricsGroup } from './groupMetrics';

/** One value of a gauge, with its labels. */
export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

/**
 * This instance's figures in the Prometheus format (`GET /api/metrics`). One registry per app, so
 * tests can run several apps in a process. Gauges are read at each scrape; features may add them
 * (MOS links) and remove them when they stop. Each metric says how the figures of several worker
 * processes add up (`groupMetrics.ts`): summed unless it says otherwise.
 */
export interface Metrics {
  readonly registry: Registry;
  /**
   * The figures in the Prometheus text format: `group`, those of every worker of this process's
   * node:cluster group added up (this process's alone when it serves by itself); `process`, this
   * process's alone.
   */
  text(scope: 'group' | 'process'): Promise<string>;
  /** A gauge read at each scrape; answers the function that removes it. */
  gauge(
    name: string,
    help: string,
    read: () => Sample[] | Promise<Sample[]>,
    labelNames?: string[],
    /** How the workers' values add up: `sum` for counts of what each process holds. */
    aggregator?: Aggregator,
  ): () => void;
  /** One answered HTTP request: its method, route pattern, status and seconds taken. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/** Request durations, from 1 ms to 10 s: the rundown's targets sit at 50–100 ms. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * prom-client's process figures whose sum across workers would mislead. The event-loop lag is
 * the worst worker's (prom-client averages it, which hides one stalled worker behind idle ones);
 * the file descriptor limit is each process's own, the same in all. CPU, memory, heap, handles and
 * open descriptors are summed: the instance's total.
 */
const DEFAULT_AGGREGATORS: Record<string, Aggregator> = {
  nodejs_eventloop_lag_seconds: 'max',
  nodejs_eventloop_lag_mean_seconds: 'max',
  nodejs_eventloop_lag_p50_seconds: 'max',
  nodejs_eventloop_lag_p90_seconds: 'max',
  nodejs_eventloop_lag_p99_seconds: 'max',
  process_max_fds: 'first',
};

/** `inWorkerGroup`: this process is one node:cluster worker of several (cluster.ts). */
export function createMetrics({ inWorkerGroup = false } = {}): Metrics {
  const registry = new Registry();
  const group = inWorkerGroup ? joinMetricsGroup(registry) : null;
  // Process CPU and memory, event-loop lag, garbage collection: prom-client's standard names.
  collectDefaultMetrics({ register: registry });
  for (const [name, aggregator] of Object.entries(DEFAULT_AGGREGATORS)) {
    const metric = registry.getSingleMetric(name);
    if (metric) Object.assign(metric, { aggregator });
  }
  const requests = new Histogram({
    name: 'nrcs_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    text: (scope) => (group && scope === 'group' ? group.ask() : registry.metrics()),
    gauge(name, help, read, labelNames = [], aggregator = 'sum') {
      new Gauge({
        name,
        help,
        labelNames,
        aggregator,
        registers: [registry],
        async collect() {
          this.reset();
          for (const sample of await read()) this.set(sample.labels ?? {}, sample.value);
        },
      });
      return () => registry.removeSingleMetric(name);
    },
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
  };
}
