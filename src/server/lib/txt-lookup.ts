import { Resolver } from 'node:dns/promises';

/**
 * What a DNS check needs of a resolver: TXT records, and a way to give up. Node's `Resolver` is one;
 * the tests inject their own (testing/fake-dns.ts), so no test asks the real DNS.
 */
export type TxtResolver = { resolveTxt(name: string): Promise<string[][]>; cancel(): void };
export type TxtResolverFactory = () => TxtResolver;
/** The app's DNS dependency: how to make a resolver, and how long a check waits for it. */
export type DnsDeps = { resolver: TxtResolverFactory; timeoutMs: number };

export const nodeTxtResolver: TxtResolverFactory = () => new Resolver({ tries: 1 });

export type TxtAnswer = { kind: 'records'; values: string[] } | { kind: 'timed_out' } | { kind: 'lookup_failed' };

// A name without records, or that does not exist, is an answer (nothing there yet), not a failure.
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'NODATA']);
const TIMED_OUT = new Set(['ETIMEOUT', 'ECANCELLED', 'CANCELLED', 'TIMEOUT']);

/**
 * The TXT values at every name, asked at once, each record's strings joined as DNS splits long ones.
 * Past `timeoutMs` the resolver is cancelled: a domain whose servers never answer costs the request
 * that long and no more. Some names answering is enough when the others found nothing.
 */
export async function lookupTxt(dns: DnsDeps, names: string[]): Promise<TxtAnswer> {
  const resolver = dns.resolver();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    resolver.cancel();
  }, dns.timeoutMs);
  try {
    const answers = await Promise.allSettled(names.map((name) => resolver.resolveTxt(name)));
    const values = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? answer.value.map((chunks) => chunks.join('')) : [],
    );
    const codes = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [String((answer.reason as { code?: string })?.code ?? '')] : [],
    );
    if (codes.every((code) => NO_RECORDS.has(code))) return { kind: 'records', values };
    if (values.length > 0) return { kind: 'records', values };
    if (isTimedOut || codes.some((code) => TIMED_OUT.has(code))) return { kind: 'timed_out' };
    return { kind: 'lookup_failed' };
  } finally {
    clearTimeout(timer);
  }
}
