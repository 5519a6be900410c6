/** One timed call: its latency in ms and whether it answered 2xx. */
export interface TimedCall {
  ms: number;
  ok: boolean;
}

/** What a closed-loop run measured. */
export interface ClosedLoopResult {
  /** Latency of every call, in ms, in the order they answered. */
  latencies: number[];
  /** Calls that did not answer 2xx. */
  errors: number;
  /** Wall time of the whole run. */
  seconds: number;
}

/**
 * A closed loop: `callers` workers each start the next call as soon as their last one answered,
 * until `count` calls have started or, with `timeLimitMs`, that much time has passed. `call` gets
 * the number of calls started before it (to pick a query by turns).
 */
export async function closedLoop(
  options: { callers: number; count: number; timeLimitMs?: number },
  call: (index: number) => Promise<TimedCall>,
): Promise<ClosedLoopResult> {
  const { callers, count, timeLimitMs = Infinity } = options;
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (issued < count && performance.now() - started < timeLimitMs) {
        const r = await call(issued++);
        latencies.push(r.ms);
        if (!r.ok) errors++;
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}
