import http from 'node:http';

/**
 * Talking to the built server's workers one connection at a time: node:cluster hands each new
 * connection to a worker (in turn on Linux), so a request on a connection of its own may reach
 * either, where a kept-alive one would stay with one.
 */

/** An answer: status and raw body. */
export interface RawAnswer {
  status: number;
  body: Buffer;
}

/** One request on a connection of its own, closed after the answer (no agent, no keep-alive). */
export function onNewConnection(
  baseUrl: string,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(url, baseUrl),
      { method, agent: false, headers: { ...options.headers, connection: 'close' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The answered requests of `nrcs_http_request_duration_seconds` with these labels (0 if none). */
export function requestCount(metrics: string, labels: Record<string, string>): number {
  for (const line of metrics.split('\n')) {
    const match = /^nrcs_http_request_duration_seconds_count\{(.*)\} (\d+)$/.exec(line);
    if (!match) continue;
    const found = Object.fromEntries(
      [...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    if (Object.entries(labels).every(([name, value]) => found[name] === value))
      return Number(match[2]);
  }
  return 0;
}

/**
 * From one worker's own figures (`/api/metrics?scope=process`): the images it took through
 * `POST /api/files/single` and the files it served through `GET /api/files/:id`.
 */
export function requestCounts(metrics: string): { uploaded: number; served: number } {
  return {
    uploaded: requestCount(metrics, { method: 'POST', route: '/api/files/single', status: '200' }),
    served: requestCount(metrics, { method: 'GET', route: '/api/files/:id', status: '200' }),
  };
}

/** The value of one sample line of a scrape (`name{labels} value`); undefined when absent. */
export function sample(metrics: string, line: string): number | undefined {
  const found = metrics.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

/** The samples of a scrape's counters and histograms (what never goes down), by line. */
export function monotonicSamples(metrics: string): Map<string, number> {
  const lines = metrics.split('\n');
  const names = lines.flatMap((line) => {
    const match = /^# TYPE (\w+) (counter|histogram)$/.exec(line);
    return match ? [match[1]!] : [];
  });
  const samples = new Map<string, number>();
  for (const line of lines) {
    const match = /^(\w+)(\{.*\})? (\S+)$/.exec(line);
    if (match && names.some((name) => match[1]!.startsWith(name)))
      samples.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return samples;
}
