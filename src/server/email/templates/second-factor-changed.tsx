import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

/** What changed among a member's second factors (decision 056). */
export type FactorChange = 'totp_added' | 'totp_removed' | 'passkey_added' | 'passkey_removed' | 'backup_codes_renewed';

const HEADLINES: Record<FactorChange, string> = {
  totp_added: 'The authenticator app was turned on',
  totp_removed: 'The authenticator app was turned off',
  passkey_added: 'A passkey was added',
  passkey_removed: 'A passkey was removed',
  backup_codes_renewed: 'New backup codes were made',
};

const AFTERWARDS: Record<FactorChange, string> = {
  totp_added: 'Signing in now asks for a code from the app after the password.',
  totp_removed: 'Signing in no longer asks for a code from the app.',
  passkey_added: 'That passkey can now sign in to your account without the password.',
  passkey_removed: 'That passkey can no longer sign in to your account.',
  backup_codes_renewed: 'The backup codes you had before no longer work.',
};

/** A second factor added or taken away: a change a thief with the password would make, so the member hears of it. */
export function secondFactorChangedEmail(
  brand: Brand,
  params: { name: string; change: FactorChange; when: string; device: string; ip: string | null; securityUrl: string },
): RenderedEmail {
  const headline = HEADLINES[params.change];
  const subject = `${headline} on your ${brand.platformName} account`;
  const where = `${params.device}${params.ip ? `, from the address ${params.ip}` : ''}, on ${params.when}`;
  const notYou =
    'If it was not you, change your password now (that signs out every other session) and check your second factors in Settings.';
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>
        Hi {params.name}, {headline.charAt(0).toLowerCase() + headline.slice(1)}
      </h1>
      <p>
        {AFTERWARDS[params.change]} It was done from {where}.
      </p>
      <p>{notYou}</p>
      <ActionButton href={params.securityUrl}>Review your security</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name}, ${headline.charAt(0).toLowerCase() + headline.slice(1)}`,
    '',
    `${AFTERWARDS[params.change]} It was done from ${where}.`,
    '',
    notYou,
    '',
    `Review your security: ${params.securityUrl}`,
  ].join('\n');
  return { subject, html, text };
}
