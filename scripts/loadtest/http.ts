// One request of a load run, and what is kept of each: its latency in a histogram per kind, and whether
// it succeeded, was shed on purpose (503 with Retry-After) or failed.
import http from 'node:http';
import * as hdr from 'hdr-histogram-js';

export type Call = { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string };
export type Answer = { status: number; retryAfter: string | undefined; body: string };

/** What every browser sends: the load must get what browsers get (a compressed answer, when offered). */
export const BROWSER_HEADERS = {
  'Accept-Encoding': 'gzip, deflate, br',
  Accept: 'application/json, text/html;q=0.9',
} as const;

export function createAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

export function send(agent: http.Agent, base: URL, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        agent,
        headers: { ...call.headers, ...(call.body ? { 'Content-Length': String(Buffer.byteLength(call.body)) } : {}) },
      },
      (response) => {
        // Kept as bytes: a compressed body is not text, and its first bytes are all an error sample needs.
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: response.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
    request.end(call.body);
  });
}

export type KindStats = { histogram: hdr.Histogram; ok: number; shed: number; errors: number; errorSamples: string[] };

export function newStats(): KindStats {
  return {
    histogram: hdr.build({
      lowestDiscernibleValue: 1,
      highestTrackableValue: 120_000_000,
      numberOfSignificantValueDigits: 3,
    }),
    ok: 0,
    shed: 0,
    errors: 0,
    errorSamples: [],
  };
}

/** Records one answer (or its failure) `micros` after the request was due. */
export function record(s: KindStats, call: Call, micros: number, answer: Answer | Error, note = ''): void {
  s.histogram.recordValue(Math.max(1, Math.round(micros)));
  if (answer instanceof Error) {
    s.errors += 1;
    if (s.errorSamples.length < 5) s.errorSamples.push(`${call.method} ${call.path} -> ${answer.message}${note}`);
  } else if (answer.status < 400) s.ok += 1;
  // Shed on purpose, with a time to come back: the outage's 503s, and sign-in's "server is busy".
  else if (answer.status === 503 && answer.retryAfter) s.shed += 1;
  else {
    s.errors += 1;
    if (s.errorSamples.length < 5)
      s.errorSamples.push(`${call.method} ${call.path} -> ${answer.status} ${answer.body.slice(0, 120)}`);
  }
}

export const percentileMs = (s: KindStats, p: number) =>
  s.histogram.totalCount ? s.histogram.getValueAtPercentile(p) / 1000 : 0;

export const formatMs = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1));

export const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
