/** A bounded closed-loop load generator: `concurrency` workers send requests back to back until time or count runs out. */
export interface LoadOptions {
  /** Requests in flight at once. */
  concurrency: number;
  /** Stop starting new requests after this long. */
  durationMs: number;
  /** Never send more than this many requests, whatever the time. */
  maxRequests: number;
  /** Not measured: run first so connections, caches and JIT are warm. */
  warmupMs?: number;
  /** Sends one request; `index` counts from 0. Answers whether the response was the expected one. */
  send(index: number): Promise<boolean>;
}

export interface LoadResult {
  requests: number;
  errors: number;
  elapsedMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function drive(concurrency: number, durationMs: number, maxRequests: number, send: (index: number) => Promise<boolean>, latencies?: number[]) {
  let next = 0;
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (next < maxRequests && performance.now() < deadline) {
      const index = next++;
      const started = performance.now();
      const ok = await send(index).catch(() => false);
      latencies?.push(performance.now() - started);
      if (!ok) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { requests: next, errors, elapsedMs: performance.now() - started };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupMs) await drive(options.concurrency, options.warmupMs, options.maxRequests, (i) => options.send(-1 - i));
  const latencies: number[] = [];
  const { requests, errors, elapsedMs } = await drive(options.concurrency, options.durationMs, options.maxRequests, options.send, latencies);
  latencies.sort((a, b) => a - b);
  return {
    requests,
    errors,
    elapsedMs,
    requestsPerSecond: (requests / elapsedMs) * 1000,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? NaN,
  };
}
