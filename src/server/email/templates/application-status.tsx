import {
  ActionButton,
  Layout,
  render,
  unsubscribeText,
  type Brand,
  type RenderedEmail,
  type UnsubscribeFooter,
} from './layout';

export function applicationStatusEmail(
  brand: Brand,
  params: {
    name: string;
    jobTitle: string;
    startupName: string;
    status: string;
    dashboardUrl: string;
    unsubscribe?: UnsubscribeFooter;
    /** With a rejection: the reason the founder chose and their message, either of which may be absent. */
    rejection?: { reason: string | null; message: string | null };
  },
): RenderedEmail {
  const subject = `Your application for ${params.jobTitle} at ${params.startupName}: ${params.status}`;
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {params.startupName} has updated your application for <strong>{params.jobTitle}</strong>. Its status is now{' '}
        <strong>{params.status}</strong>.
      </p>
      {params.rejection?.reason && <p>Reason: {params.rejection.reason}.</p>}
      {params.rejection?.message && (
        <blockquote
          style={{
            margin: '16px 0',
            padding: '12px 16px',
            background: '#f1f5f9',
            borderRadius: 8,
            whiteSpace: 'pre-line',
          }}
        >
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
