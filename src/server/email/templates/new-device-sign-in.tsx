import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

/** A sign-in from a browser the account had not used before (issue 32): the member can tell at once if it was not them. */
export function newDeviceSignInEmail(brand: Brand, params: { name: string; when: string; device: string; ip: string | null; securityUrl: string }): RenderedEmail {
  const subject = `New sign-in to your ${brand.platformName} account`;
  const where = params.ip ? `${params.device}, from the address ${params.ip}` : params.device;
  const html = render(
    <Layout brand={brand}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name}, was this you?</h1>
      <p>
        Your account was signed in to from a device it had not been used on before: {where}, on {params.when}.
      </p>
      <p>If this was you, there is nothing to do. If it was not, change your password now and turn on two-factor sign-in: whoever signed in is signed out when you do.</p>
      <ActionButton href={params.securityUrl}>Review your security</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name}, was this you?`,
    '',
    `Your account was signed in to from a device it had not been used on before: ${where}, on ${params.when}.`,
    '',
    'If this was you, there is nothing to do. If it was not, change your password now and turn on two-factor',
    'sign-in: whoever signed in is signed out when you do.',
    '',
    `Review your security: ${params.securityUrl}`,
  ].join('\n');
  return { subject, html, text };
}
