import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// E-mails are rendered on the server with React, which escapes every value it prints.
// Every template receives the brand (spec 1 section 7: platform_name, support_email, logo_url).

export type Brand = { platformName: string; supportEmail: string; logoUrl: string; publicUrl: string };
export type RenderedEmail = { subject: string; html: string; text: string };

function Layout({ brand, children }: { brand: Brand; children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, background: '#f8fafc', fontFamily: 'Inter, Arial, sans-serif', color: '#0f172a' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: '32px 12px' }}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" width="560" cellPadding={0} cellSpacing={0}
                  style={{ maxWidth: 560, background: '#ffffff', borderRadius: 12, padding: 32, textAlign: 'left' }}>
                  <tbody>
                    <tr>
                      <td>
                        <img src={brand.logoUrl} width={40} height={40} alt={brand.platformName} />
                        {children}
                        <p style={{ marginTop: 32, fontSize: 13, color: '#64748b' }}>
                          Questions? Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
                          <br />— The {brand.platformName} team
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ display: 'inline-block', background: '#4f46e5', color: '#ffffff', padding: '12px 20px',
      borderRadius: 8, textDecoration: 'none', fontWeight: 600 }}>
      {children}
    </a>
  );
}

function render(element: ReactNode) {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

export function welcomeEmail(brand: Brand, params: { name: string; loginUrl: string }): RenderedEmail {
  const subject = `Welcome to ${brand.platformName}, ${params.name}!`;
  const html = render(
    <Layout brand={brand}>
      <h1 style={{ fontSize: 22 }}>Welcome aboard, {params.name}!</h1>
      <p>
        Your {brand.platformName} account is ready. Complete your profile, browse startups that are hiring,
        or post your own startup and find the people to build it with.
      </p>
      <ActionButton href={params.loginUrl}>Sign in to {brand.platformName}</ActionButton>
    </Layout>,
  );
  const text = [
    `Welcome aboard, ${params.name}!`,
    '',
    `Your ${brand.platformName} account is ready. Complete your profile, browse startups that are hiring,`,
    'or post your own startup and find the people to build it with.',
    '',
    `Sign in: ${params.loginUrl}`,
    '',
    `Questions? Write to ${brand.supportEmail}.`,
  ].join('\n');
  return { subject, html, text };
}

export function startupCreatedEmail(brand: Brand, params: { ownerName: string; startupName: string; startupUrl: string }): RenderedEmail {
  const subject = `${params.startupName} is live on ${brand.platformName}`;
  const html = render(
    <Layout brand={brand}>
      <h1 style={{ fontSize: 22 }}>Congratulations, {params.ownerName}!</h1>
      <p>
        {params.startupName} now has its page on {brand.platformName}. Add open positions from your dashboard so
        that people who want to join you can apply.
      </p>
      <ActionButton href={params.startupUrl}>See {params.startupName}</ActionButton>
    </Layout>,
  );
  const text = [
    `Congratulations, ${params.ownerName}!`,
    '',
    `${params.startupName} now has its page on ${brand.platformName}. Add open positions from your dashboard so`,
    'that people who want to join you can apply.',
    '',
    `See it: ${params.startupUrl}`,
  ].join('\n');
  return { subject, html, text };
}

export function applicationStatusEmail(brand: Brand, params: { name: string; jobTitle: string; startupName: string; status: string; dashboardUrl: string }): RenderedEmail {
  const subject = `Your application for ${params.jobTitle} at ${params.startupName}: ${params.status}`;
  const html = render(
    <Layout brand={brand}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {params.startupName} has updated your application for <strong>{params.jobTitle}</strong>. Its status is now{' '}
        <strong>{params.status}</strong>.
      </p>
      <ActionButton href={params.dashboardUrl}>See your applications</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `${params.startupName} has updated your application for ${params.jobTitle}. Its status is now ${params.status}.`,
    '',
    `See your applications: ${params.dashboardUrl}`,
  ].join('\n');
  return { subject, html, text };
}

export function passwordResetEmail(brand: Brand, params: { code: string; resetUrl: string; minutes: number }): RenderedEmail {
  // The code stays out of the subject: subjects are logged (see transport.ts) and shown on lock screens.
  const subject = `Your ${brand.platformName} password reset code`;
  const html = render(
    <Layout brand={brand}>
      <h1 style={{ fontSize: 22 }}>Reset your password</h1>
      <p>Use this code to choose a new password. It works once and expires in {params.minutes} minutes.</p>
      <p style={{ fontSize: 32, fontWeight: 700, letterSpacing: 8 }}>{params.code}</p>
      <ActionButton href={params.resetUrl}>Choose a new password</ActionButton>
      <p style={{ fontSize: 13, color: '#64748b' }}>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>
    </Layout>,
  );
  const text = [
    'Reset your password',
    '',
    `Your code: ${params.code}`,
    `It works once and expires in ${params.minutes} minutes.`,
    '',
    `Choose a new password: ${params.resetUrl}`,
    '',
    'If you did not ask for this, you can ignore this e-mail.',
  ].join('\n');
  return { subject, html, text };
}

/** The code that proves an address: after sign-up ('verify') or for a new address ('change'). */
export function emailCodeEmail(brand: Brand, params: { code: string; minutes: number; purpose: 'verify' | 'change'; appUrl: string }): RenderedEmail {
  const isChange = params.purpose === 'change';
  const subject = isChange ? `Confirm your new ${brand.platformName} e-mail address` : `Confirm your e-mail address for ${brand.platformName}`;
  const heading = isChange ? 'Confirm your new e-mail address' : 'Confirm your e-mail address';
  const lead = isChange
    ? `Enter this code in ${brand.platformName}'s settings to move your account to this address. Until then your account keeps its current address.`
    : `Enter this code in the bar at the top of ${brand.platformName} to confirm that this address is yours.`;
  const html = render(
    <Layout brand={brand}>
      <h1 style={{ fontSize: 22 }}>{heading}</h1>
      <p>{lead} It works once and expires in {params.minutes} minutes.</p>
      <p style={{ fontSize: 32, fontWeight: 700, letterSpacing: 8 }}>{params.code}</p>
      <ActionButton href={params.appUrl}>Open {brand.platformName}</ActionButton>
      <p style={{ fontSize: 13, color: '#64748b' }}>If you did not ask for this, you can ignore this e-mail: nothing changes without the code.</p>
    </Layout>,
  );
  const text = [
    heading,
    '',
    `Your code: ${params.code}`,
    `${lead} It works once and expires in ${params.minutes} minutes.`,
    '',
    `Open ${brand.platformName}: ${params.appUrl}`,
    '',
    'If you did not ask for this, you can ignore this e-mail: nothing changes without the code.',
  ].join('\n');
  return { subject, html, text };
}
