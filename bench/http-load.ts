import { performance } from 'node:perf_hooks';
import { percentile, round } from './stats';

export type LatencyFigures = {
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/**
 * Sends `requests` GETs to `url` from `concurrency` clients in parallel (a bounded loop on
 * loopback only) and reports latency percentiles in milliseconds.
 */
export async function measureGet(
  url: string,
  {
    requests,
    concurrency,
    headers,
  }: { requests: number; concurrency: number; headers?: Record<string, string> },
): Promise<LatencyFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (next < requests) {
      next += 1;
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return {
    requests,
    concurrency,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}
