import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

// Requests to addresses a member typed (webhooks, decision 050), the one way out for them. A member's
// address must not reach into our own network: the host is resolved here, every address it has is
// checked (public unicast only; ipaddr.js knows the ranges), and the connection goes to the address that
// was checked, so a DNS answer cannot change in between. Redirects are followed by hand, each checked
// the same way; the whole exchange has a deadline, and only the start of the answer is read.

export type OutboundRules = {
  /** Development and tests only (WEBHOOKS_ALLOW_LOOPBACK): plain http, and loopback addresses. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxRedirects?: number;
  maxResponseBytes?: number;
};

export type OutboundResult = { status: number; body: string };

/** A refusal or failure before any answer: the reason is fit to show the member. */
export class OutboundError extends Error {
  constructor(
    message: string,
    readonly isRefused = false,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/** Whether an address (v4 or v6, v4-mapped seen as v4) is one the rules let us connect to. */
export function isAllowedAddress(address: string, rules: Pick<OutboundRules, 'allowLoopback'>): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' || (rules.allowLoopback && range === 'loopback');
}

/** A member's address as the rules take it: https (or http with allowLoopback), no credentials. */
export function checkUrlShape(url: URL, rules: Pick<OutboundRules, 'allowLoopback'>): void {
  if (url.protocol !== 'https:' && !(rules.allowLoopback && url.protocol === 'http:'))
    throw new OutboundError('Only https:// addresses are allowed', true);
  if (url.username || url.password) throw new OutboundError('The address may not hold a user name or password', true);
}

/** The host of a URL without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** A literal address that is not allowed (no DNS asked), for checking an address when it is saved. */
export function isRefusedLiteral(url: URL, rules: Pick<OutboundRules, 'allowLoopback'>): boolean {
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return !rules.allowLoopback;
  return isIP(host) !== 0 && !isAllowedAddress(host, rules);
}

async function resolve(url: URL, rules: OutboundRules, signal: AbortSignal): Promise<LookupAddress> {
  const host = hostOf(url);
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new OutboundError('No answer in time')), { once: true }),
    );
    try {
      addresses = await Promise.race([dnsLookup(host, { all: true, verbatim: true }), aborted]);
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      throw new OutboundError(`The host ${host} could not be found`);
    }
  }
  // Every address must be allowed: a name with one public and one private address is refused.
  const refused = addresses.find((entry) => !isAllowedAddress(entry.address, rules));
  if (refused || addresses.length === 0)
    throw new OutboundError(`The address of ${host} is on a private network`, true);
  return addresses[0]!;
}

/** Reads at most `max` bytes of an answer, then lets the rest go. */
async function readSome(body: AsyncIterable<Buffer> & { destroy(): unknown }, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= max) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}

/**
 * POSTs `body` to `address` under the rules: the answer's status and the start of its body, or an
 * OutboundError (refused address, no answer in time, connection failed, too many redirects).
 */
export async function postOutbound(
  address: string,
  init: { headers: Record<string, string>; body: string },
  rules: OutboundRules,
): Promise<OutboundResult> {
  const maxRedirects = rules.maxRedirects ?? 3;
  const maxBytes = rules.maxResponseBytes ?? 16 * 1024;
  const signal = AbortSignal.timeout(rules.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    checkUrlShape(url, rules);
    const checked = await resolve(url, rules, signal);
    // The connection goes to the address just checked, whatever the resolver would say now.
    const agent = new Agent({
      connect: {
        lookup: ((_host, options, callback) => {
          if (options?.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, [checked]);
          else callback(null, checked.address, checked.family);
        }) satisfies LookupFunction,
      },
    });
    try {
      const response = await request(url, {
        method: 'POST',
        headers: init.headers,
        body: init.body,
        dispatcher: agent,
        signal,
      }).catch((error: unknown) => {
        throw new OutboundError(
          signal.aborted ? 'No answer in time' : `Could not connect: ${(error as Error).message}`,
        );
      });
      // Letting the rest of an answer go aborts it: that is not a failure of the exchange.
      response.body.on('error', () => {});
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.body.destroy();
        if (hop >= maxRedirects) throw new OutboundError('Too many redirects');
        url = new URL(String(location), url);
        continue;
      }
      const text = await readSome(response.body, maxBytes).catch(() => '');
      return { status: response.statusCode, body: text };
    } finally {
      void agent.destroy().catch(() => {});
    }
  }
}
