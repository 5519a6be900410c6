/**
 * Open-loop load at a fixed arrival rate: request i is scheduled at t0 + i/rate whatever the
 * answers so far, and its latency runs from that scheduled time to the end of the answer's body,
 * so time spent queueing (in the client's connection pool or in the server) counts. Requests go
 * over node:http with a keep-alive agent of `sockets` connections; one still unanswered
 * `timeoutMs` after its scheduled time is aborted and counted as an error ("timeout") with the
 * timeout as its latency (a lower bound).
 */
import http from 'node:http';
import { summarize } from './stats';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopResult {
  rate: number;
  seconds: number;
  /** Requests scheduled (rate × seconds). */
  scheduled: number;
  ok: number;
  /** Errors by kind: HTTP status, "timeout" or the socket error code. */
  errors: Record<string, number>;
  errorCount: number;
  /** Answered 2xx per second, from t0 to the last answer. */
  achievedRps: number;
  /** Latency from scheduled time to the end of the answer (ms), all requests. */
  latency: ReturnType<typeof summarize>;
  /** How late the client sent requests after their scheduled time (ms): a busy client shows here. */
  sendLagP99: number;
  /** Size of a 2xx answer's body. */
  bodyBytes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connections of the keep-alive agent for a rate: enough for 250 ms of arrivals, at least 32. */
export const socketsFor = (rate: number) => Math.max(32, Math.ceil(rate * 0.25));

export async function openLoop(options: {
  baseUrl: string;
  rate: number;
  seconds: number;
  timeoutMs: number;
  request: (i: number) => OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const { rate, seconds, timeoutMs } = options;
  const target = new URL(options.baseUrl);
  const sockets = socketsFor(rate);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const lags: number[] = [];
  const errors: Record<string, number> = {};
  let ok = 0;
  let bodyBytes = 0;
  let lastAnswer = 0;

  const fire = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const spec = options.request(i);
      lags.push(performance.now() - due);
      let settled = false;
      const finish = (kind: string | null, bytes = 0) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const now = performance.now();
        if (kind === null) {
          ok++;
          bodyBytes = bytes;
          lastAnswer = Math.max(lastAnswer, now);
        } else errors[kind] = (errors[kind] ?? 0) + 1;
        latencies.push(kind === 'timeout' ? timeoutMs : now - due);
        resolve();
      };
      const headers: Record<string, string> = { ...spec.headers };
      if (spec.body !== undefined) headers['content-length'] = String(Buffer.byteLength(spec.body));
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: spec.method,
          path: spec.path,
          headers,
        },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            finish(status >= 200 && status < 300 ? null : String(status), bytes);
          });
          res.on('error', () => finish('response error'));
        },
      );
      const timer = setTimeout(
        () => {
          finish('timeout');
          req.destroy();
        },
        Math.max(0, due + timeoutMs - performance.now()),
      );
      req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'socket error'));
      req.end(spec.body);
    });

  const t0 = performance.now() + 20;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0.5) await sleep(wait);
    pending.push(fire(i, due));
  }
  await Promise.all(pending);
  agent.destroy();
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const sortedLags = lags.sort((a, b) => a - b);
  return {
    rate,
    seconds,
    scheduled: total,
    ok,
    errors,
    errorCount,
    achievedRps: ok === 0 ? 0 : Math.round((ok / ((lastAnswer - t0) / 1000)) * 10) / 10,
    latency: summarize(latencies),
    sendLagP99: Math.round((sortedLags[Math.ceil(sortedLags.length * 0.99) - 1] ?? 0) * 10) / 10,
    bodyBytes,
  };
}
