/**
 * A closed-loop load generator: `clients` loops, each sending its next request as soon as the
 * previous answer has been read, for `seconds`. Latencies are kept whole, so percentiles are
 * exact (no histogram buckets).
 */
export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers outside 2xx, and requests that failed without an answer. */
  failures: number;
}

export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
};

export const runLoad = async (
  send: () => Promise<boolean>,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<LoadResult> => {
  const latencies: number[] = [];
  let failures = 0;
  const startedAt = performance.now();
  const endAt = startedAt + seconds * 1000;
  const loop = async () => {
    while (performance.now() < endAt) {
      const sentAt = performance.now();
      const ok = await send().catch(() => false);
      latencies.push(performance.now() - sentAt);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    failures,
  };
};

/** How often /api/health is asked while a load runs, as a load balancer would. */
const HEALTH_EVERY_MS = 50;

/**
 * Asks `${baseUrl}/api/health` one request at a time, every 50 ms, until `stop`, which answers
 * the latencies' p99 in ms.
 */
export const probeHealth = (baseUrl: string) => {
  const latencies: number[] = [];
  let probing = true;
  const done = (async () => {
    while (probing) {
      const sentAt = performance.now();
      await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer());
      latencies.push(performance.now() - sentAt);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  return {
    stop: async (): Promise<number> => {
      probing = false;
      await done;
      latencies.sort((a, b) => a - b);
      return percentile(latencies, 99);
    },
  };
};
