import { Alert } from '../../components/alert';
import { clientConfig } from '../../lib/client-config';
import { isPasskeyAddress } from '../../../shared/two-factor';

/**
 * This page at the address passkeys work at, when it was opened elsewhere (127.0.0.1, a LAN address,
 * with PUBLIC_URL unset); null where passkeys work. Browsers tie a passkey to one site name and refuse
 * them on an address in numbers (decision 057).
 */
export function passkeyPageElsewhere(): string | null {
  if (typeof window === 'undefined' || !clientConfig.publicUrl) return null;
  if (isPasskeyAddress(clientConfig.publicUrl, window.location.origin)) return null;
  return new URL(window.location.pathname + window.location.search, clientConfig.publicUrl).toString();
}

/** Said instead of a passkey button that could only fail here: where passkeys work, as a link there. */
export function PasskeyElsewhere({ href }: { href: string }) {
  const site = new URL(href).host;
  return (
    <Alert tone="info">
      Passkeys work only at{' '}
      <a href={href} className="font-medium underline underline-offset-2">
        {site}
      </a>
      , the address this site is set up for. Open this page there to use one; everything else works here.
    </Alert>
  );
}
