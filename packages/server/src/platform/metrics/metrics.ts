import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One value of a gauge, with its labels. */
export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

/**
 * This instance's figures in the Prometheus format (`GET /api/metrics`). One registry per app, so
 * several apps in one process (tests) never mix their figures. Areas add gauges read at each
 * scrape (MOS links) and remove them when they stop.
 */
export interface Metrics {
  readonly registry: Registry;
  /** A gauge read at each scrape; answers the function that removes it. */
  gauge(
    name: string,
    help: string,
    read: () => Sample[] | Promise<Sample[]>,
    labelNames?: string[],
  ): () => void;
  /** One answered HTTP request: its method, route pattern, status and seconds taken. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/** Request durations, from 1 ms to 10 s: the rundown's targets sit at 50–100 ms. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process CPU and memory, event-loop lag, garbage collection: prom-client's standard names.
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'nrcs_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    gauge(name, help, read, labelNames = []) {
      new Gauge({
        name,
        help,
        labelNames,
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
