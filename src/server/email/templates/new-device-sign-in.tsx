import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

export type NewSignInFacts = {
  name: string;
  when: string;
  /** The browser and system in words ("Safari on iOS"). */
  device: string;
  ip: string | null;
  /** The network the address belongs to ("203.0.113.0/24"): a new one is why the e-mail came. */
  network: string | null;
  method: 'password' | 'passkey';
  securityUrl: string;
};

const METHOD_WORDS = { password: 'with your password', passkey: 'with a passkey' } as const;

/**
 * A sign-in from a device and a network new to the account (decision 056): what it was, so the member
 * can tell at once, and what to do if it was not them.
 */
export function newDeviceSignInEmail(brand: Brand, facts: NewSignInFacts): RenderedEmail {
  const subject = `New sign-in to your ${brand.platformName} account`;
  const from = facts.ip ? `, from the address ${facts.ip}${facts.network ? ` (network ${facts.network})` : ''}` : '';
  const what = `${facts.device}${from}, ${METHOD_WORDS[facts.method]}, on ${facts.when}`;
  const notYou =
    'If it was not, change your password now: that signs out every other session, whoever holds it. Then turn on two-factor sign-in.';
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>Hi {facts.name}, was this you?</h1>
      <p>Your account was signed in to from a browser or network it had not been used from before: {what}.</p>
      <p>If this was you, there is nothing to do; we tell you of a device at most once a day. {notYou}</p>
      <ActionButton href={facts.securityUrl}>Review your security</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${facts.name}, was this you?`,
    '',
    `Your account was signed in to from a browser or network it had not been used from before: ${what}.`,
    '',
    `If this was you, there is nothing to do; we tell you of a device at most once a day. ${notYou}`,
    '',
    `Review your security: ${facts.securityUrl}`,
  ].join('\n');
  return { subject, html, text };
}
