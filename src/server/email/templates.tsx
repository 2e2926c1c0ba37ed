import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// E-mails are rendered on the server with React, which escapes every value it prints.
// Every template receives the brand (spec 1 section 7: platform_name, support_email, logo_url).

export type Brand = { platformName: string; supportEmail: string; logoUrl: string; publicUrl: string };
export type RenderedEmail = { subject: string; html: string; text: string };

/** The footer of an e-mail the member did not ask for by an action of their own: why it came, and the way out. */
export type UnsubscribeFooter = { url: string; reason: string };

function Layout({ brand, children, unsubscribe }: { brand: Brand; children: ReactNode; unsubscribe?: UnsubscribeFooter }) {
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
                        {unsubscribe && (
                          <p style={{ fontSize: 12, color: '#94a3b8' }}>
                            {unsubscribe.reason} <a href={unsubscribe.url} style={{ color: '#64748b' }}>Unsubscribe</a>
                          </p>
                        )}
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

/** The text part's last lines for an e-mail with an unsubscribe footer. */
function unsubscribeText(unsubscribe: UnsubscribeFooter | undefined): string[] {
  return unsubscribe ? ['', '--', unsubscribe.reason, `Unsubscribe: ${unsubscribe.url}`] : [];
}

export function applicationStatusEmail(
  brand: Brand,
  params: {
    name: string; jobTitle: string; startupName: string; status: string; dashboardUrl: string; unsubscribe?: UnsubscribeFooter;
    /** With a rejection: the reason the founder chose and their message, either of which may be absent. */
    rejection?: { reason: string | null; message: string | null };
  },
): RenderedEmail {
  const subject = `Your application for ${params.jobTitle} at ${params.startupName}: ${params.status}`;
  const html = render(
    <Layout brand={brand} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {params.startupName} has updated your application for <strong>{params.jobTitle}</strong>. Its status is now{' '}
        <strong>{params.status}</strong>.
      </p>
      {params.rejection?.reason && <p>Reason: {params.rejection.reason}.</p>}
      {params.rejection?.message && (
        <blockquote style={{ margin: '16px 0', padding: '12px 16px', background: '#f1f5f9', borderRadius: 8, whiteSpace: 'pre-line' }}>
          {params.rejection.message}
        </blockquote>
      )}
      <ActionButton href={params.dashboardUrl}>See your applications</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `${params.startupName} has updated your application for ${params.jobTitle}. Its status is now ${params.status}.`,
    ...(params.rejection?.reason ? ['', `Reason: ${params.rejection.reason}.`] : []),
    ...(params.rejection?.message ? ['', `Message from ${params.startupName}:`, params.rejection.message] : []),
    '',
    `See your applications: ${params.dashboardUrl}`,
    ...unsubscribeText(params.unsubscribe),
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

/** A startup the member follows posted a position (decision 018). */
export function newPositionEmail(
  brand: Brand,
  params: { name: string; startupName: string; job: { title: string; summary: string; url: string }; unsubscribe: UnsubscribeFooter },
): RenderedEmail {
  const subject = `${params.startupName} is hiring: ${params.job.title}`;
  const html = render(
    <Layout brand={brand} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {params.startupName}, which you follow, has a new open position:
      </p>
      <p style={{ margin: '16px 0 4px', fontSize: 18, fontWeight: 600 }}>{params.job.title}</p>
      <p style={{ marginTop: 0, color: '#475569' }}>{params.job.summary}</p>
      <ActionButton href={params.job.url}>See the position</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `${params.startupName}, which you follow, has a new open position:`,
    '',
    params.job.title,
    params.job.summary,
    '',
    `See the position: ${params.job.url}`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}

export type DigestJob = { title: string; startupName: string; summary: string; url: string };
export type DigestSection = { alertName: string; jobs: DigestJob[]; moreCount: number; searchUrl: string };

/** One e-mail per member and period with the new positions of each of their alerts (decision 018). */
export function jobAlertDigestEmail(
  brand: Brand,
  params: { name: string; frequency: 'daily' | 'weekly'; sections: DigestSection[]; manageUrl: string; unsubscribe: UnsubscribeFooter },
): RenderedEmail {
  const total = params.sections.reduce((sum, s) => sum + s.jobs.length + s.moreCount, 0);
  const positions = total === 1 ? '1 new position' : `${total} new positions`;
  const subject = params.sections.length === 1 ? `${positions} for "${params.sections[0]!.alertName}"` : `${positions} for your job alerts`;
  const html = render(
    <Layout brand={brand} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>Here {total === 1 ? 'is' : 'are'} {positions} matching your {params.frequency} job alerts.</p>
      {params.sections.map((section) => (
        <div key={section.alertName} style={{ marginTop: 24 }}>
          <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{section.alertName}</h2>
          {section.jobs.map((job) => (
            <p key={job.url} style={{ margin: '0 0 12px' }}>
              <a href={job.url} style={{ color: '#4338ca', fontWeight: 600 }}>{job.title}</a> at {job.startupName}
              <br />
              <span style={{ fontSize: 13, color: '#64748b' }}>{job.summary}</span>
            </p>
          ))}
          {section.moreCount > 0 && (
            <p style={{ margin: 0 }}>
              <a href={section.searchUrl}>and {section.moreCount} more</a>
            </p>
          )}
        </div>
      ))}
      <p style={{ marginTop: 24, fontSize: 13, color: '#64748b' }}>
        Change or delete your alerts in <a href={params.manageUrl}>Settings</a>.
      </p>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `Here ${total === 1 ? 'is' : 'are'} ${positions} matching your ${params.frequency} job alerts.`,
    ...params.sections.flatMap((section) => [
      '',
      `== ${section.alertName} ==`,
      ...section.jobs.flatMap((job) => [`${job.title} at ${job.startupName}`, `  ${job.summary}`, `  ${job.url}`]),
      ...(section.moreCount > 0 ? [`and ${section.moreCount} more: ${section.searchUrl}`] : []),
    ]),
    '',
    `Change or delete your alerts in Settings: ${params.manageUrl}`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}

/** Someone wrote about an application (decision 019): the message itself, and where to answer. */
export function applicationMessageEmail(
  brand: Brand,
  params: { name: string; senderName: string; jobTitle: string; startupName: string; body: string; url: string; unsubscribe: UnsubscribeFooter },
): RenderedEmail {
  const subject = `New message from ${params.senderName} about ${params.jobTitle}`;
  const html = render(
    <Layout brand={brand} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {params.senderName} wrote to you about the application for <strong>{params.jobTitle}</strong> at {params.startupName}:
      </p>
      <blockquote style={{ margin: '16px 0', padding: '12px 16px', background: '#f1f5f9', borderRadius: 8, whiteSpace: 'pre-line' }}>{params.body}</blockquote>
      <ActionButton href={params.url}>Reply on {brand.platformName}</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `${params.senderName} wrote to you about the application for ${params.jobTitle} at ${params.startupName}:`,
    '',
    params.body,
    '',
    `Reply on ${brand.platformName}: ${params.url}`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}

/** A founder's weekly reminder of applications waiting for a first answer (decision 019). */
export function waitingApplicationsEmail(
  brand: Brand,
  params: { name: string; total: number; waiting: { candidate: string; jobTitle: string; startupName: string; days: number }[]; url: string; autoCloseDays: number; unsubscribe: UnsubscribeFooter },
): RenderedEmail {
  const count = params.total === 1 ? '1 application is' : `${params.total} applications are`;
  const subject = `${count} waiting for your answer`;
  const closing = params.autoCloseDays > 0 ? `Applications still unanswered after ${params.autoCloseDays} days close on their own, with a note to the candidate.` : '';
  const html = render(
    <Layout brand={brand} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>{count} waiting for your answer for more than a week. A short answer, even a no, means a lot to someone looking for work.</p>
      <ul>
        {params.waiting.map((w) => (
          <li key={`${w.candidate}-${w.jobTitle}`}>{w.candidate} for {w.jobTitle} at {w.startupName}, waiting {w.days} days</li>
        ))}
      </ul>
      {params.total > params.waiting.length && <p>and {params.total - params.waiting.length} more.</p>}
      {closing && <p style={{ fontSize: 13, color: '#64748b' }}>{closing}</p>}
      <ActionButton href={params.url}>Answer them</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `${count} waiting for your answer for more than a week. A short answer, even a no, means a lot to someone looking for work.`,
    '',
    ...params.waiting.map((w) => `- ${w.candidate} for ${w.jobTitle} at ${w.startupName}, waiting ${w.days} days`),
    ...(params.total > params.waiting.length ? [`and ${params.total - params.waiting.length} more.`] : []),
    ...(closing ? ['', closing] : []),
    '',
    `Answer them: ${params.url}`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}

/** An application nobody answered in time was closed: a kind note, not a rejection (decision 019). */
export function applicationClosedEmail(
  brand: Brand,
  params: { name: string; jobTitle: string; startupName: string; days: number; jobsUrl: string; unsubscribe: UnsubscribeFooter },
): RenderedEmail {
  const subject = `Your application for ${params.jobTitle} at ${params.startupName} was closed`;
  const lead = `${params.startupName} did not answer your application for ${params.jobTitle} within ${params.days} days, so we closed it rather than leave you waiting.`;
  const html = render(
    <Layout brand={brand} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>{lead}</p>
      <p>This says nothing about you or your application: small teams get busy. You are welcome to apply to them again, and there are other startups hiring now.</p>
      <ActionButton href={params.jobsUrl}>See open positions</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    lead,
    '',
    'This says nothing about you or your application: small teams get busy. You are welcome to apply to them again, and there are other startups hiring now.',
    '',
    `See open positions: ${params.jobsUrl}`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}
