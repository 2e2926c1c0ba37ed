import type { Config } from '../config';
import { AppError } from '../lib/app-error';

type OriginConfig = Pick<Config, 'publicUrl' | 'isPublicUrlExplicit'>;

/** The address a request was sent to, as a browser would write it in Origin: scheme of the request, Host header. */
export function requestOrigin(request: Request): string | undefined {
  const host = request.headers.get('host');
  if (!host) return undefined;
  return `${new URL(request.url).protocol}//${host}`.toLowerCase();
}

/**
 * Origins allowed to change state besides PUBLIC_URL. With PUBLIC_URL unset (a newcomer on a laptop or
 * a LAN), a page opened at http://127.0.0.1:3000 or the machine's address calls back to that same
 * address, so that one is accepted too. A foreign origin never equals the Host the browser sent to us.
 */
export function extraTrustedOrigins(config: OriginConfig, request: Request | undefined): string[] {
  if (config.isPublicUrlExplicit || !request) return [];
  const origin = requestOrigin(request);
  return origin ? [origin] : [];
}

export function isTrustedOrigin(config: OriginConfig, origin: string, request: Request): boolean {
  const normalized = origin.toLowerCase();
  return normalized === config.publicUrl.toLowerCase() || extraTrustedOrigins(config, request).includes(normalized);
}

/** What a person sees when their page's address is not the one the server answers for. */
export function originRefusedMessage(config: Pick<Config, 'publicUrl'>, origin: string | null | undefined): string {
  return origin && origin !== 'null'
    ? `This page was opened at ${origin}; open ${config.publicUrl} instead.`
    : `This request did not say which page sent it; open ${config.publicUrl} and try again.`;
}

/**
 * For Hono's csrf middleware (form and multipart bodies): the same rule as better-auth's, and a refused
 * origin is answered 403 with the sentence above rather than a bare "Forbidden".
 */
export function csrfOrigin(config: OriginConfig) {
  return (origin: string, c: { req: { raw: Request } }): boolean => {
    if (isTrustedOrigin(config, origin, c.req.raw)) return true;
    throw new AppError('INVALID_ORIGIN', originRefusedMessage(config, origin));
  };
}
