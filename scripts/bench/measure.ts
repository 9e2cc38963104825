/**
 * One measurement of one route: autocannon against a server for a time or a number of requests,
 * keeping every latency so that percentiles are exact and slices of several runs can be pooled.
 * Used by the growth bench (scripts/bench.ts) and the before/after comparison (compare.ts).
 */
import autocannon from 'autocannon';
import { CLIENT_HEADER, percentiles } from './harness.ts';

export interface Measurement {
  p50: number;
  p95: number;
  rps: number;
  count: number;
  failed: number;
  latencies: number[];
  seconds: number;
}

/** Pools the slices of one route at one size. */
export const pooled = (slices: Measurement[]): Measurement => {
  const latencies = slices.flatMap((slice) => slice.latencies);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  const failed = slices.reduce((sum, slice) => sum + slice.failed, 0);
  return { ...percentiles(latencies), rps: latencies.length / seconds, count: latencies.length, failed, latencies, seconds };
};

export interface Target {
  method: 'GET' | 'POST';
  path: string | (() => string);
  headers?: Record<string, string>;
  body?: (index: number) => string;
  /** Fresh client address per request (public forms have a per-client limit). */
  distinctClients?: boolean;
}

let requestCounter = 0;

/** Runs autocannon against one route and keeps every latency, to take exact percentiles. */
export const measure = (
  origin: string,
  target: Target,
  limit: { seconds: number } | { amount: number },
  connections: number,
): Promise<Measurement> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failed = 0;
    let lastAnswer = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: origin,
        connections,
        ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
        requests: [
          {
            method: target.method,
            setupRequest: (request) => {
              requestCounter += 1;
              const index = requestCounter;
              const headers: Record<string, string> = { ...target.headers };
              if (target.distinctClients) headers[CLIENT_HEADER] = `bench-${index}`;
              return {
                ...request,
                method: target.method,
                path: typeof target.path === 'function' ? target.path() : target.path,
                headers,
                ...(target.body ? { body: target.body(index) } : {}),
              };
            },
          },
        ],
      },
      (error) => {
        if (error) reject(error);
        // From the first request to the last answer (autocannon's own end is rounded to its 1 s tick).
        const seconds = ((lastAnswer || performance.now()) - started) / 1000;
        resolve({ ...percentiles(latencies), rps: latencies.length / seconds, count: latencies.length, failed, latencies, seconds });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastAnswer = performance.now();
      latencies.push(responseTime);
      if (statusCode >= 300) failed += 1;
    });
    instance.on('reqError', () => {
      failed += 1;
    });
  });
