// Drives one request against one server with autocannon and keeps the figures the report shows.
import autocannon from 'autocannon';

export type Figures = {
  requestsPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  total: number;
};

export type DriveOptions = {
  connections: number;
  duration: number;
  warmup: number;
  /** Adds `_bench=<n>` (ignored by the app) to every request: no answer comes from a response cache. */
  bypassCache?: boolean;
};

let counter = 0;
const busted = (path: string) => `${path}${path.includes('?') ? '&' : '?'}_bench=${++counter}`;

function once(
  url: string,
  paths: string[],
  connections: number,
  duration: number,
  bypassCache = false,
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    // Ctrl-C: autocannon stops; the cleanup in processes.ts stops the servers.
    const stop = () => instance.stop();
    // Each connection walks the paths in turn, so several slugs are rotated over.
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        // The signed-in requests' session cookie, on every request.
        headers,
        requests: paths.map((path) => ({
          method: 'GET' as const,
          path,
          ...(bypassCache
            ? { setupRequest: (request: autocannon.Request) => ({ ...request, path: busted(path) }) }
            : {}),
        })),
      },
      (error, result) => {
        process.off('SIGINT', stop);
        if (error) reject(error);
        else resolve(result);
      },
    );
    process.once('SIGINT', stop);
  });
}

/** `headers` go with every request (a session cookie). */
export async function drive(
  baseUrl: string,
  paths: string[],
  options: DriveOptions,
  headers: Record<string, string> = {},
): Promise<Figures> {
  // A short warm-up (V8's JIT, PostgreSQL's caches and plans) that is not counted.
  if (options.warmup > 0) await once(baseUrl, paths, options.connections, options.warmup, options.bypassCache, headers);
  const result = await once(baseUrl, paths, options.connections, options.duration, options.bypassCache, headers);
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
