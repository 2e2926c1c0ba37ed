import {
  ActionButton,
  Layout,
  render,
  unsubscribeText,
  type Brand,
  type RenderedEmail,
  type UnsubscribeFooter,
} from './layout';

/** Someone wrote about an application (decision 019): the message itself, and where to answer. */
export function applicationMessageEmail(
  brand: Brand,
  params: {
    name: string;
    senderName: string;
    jobTitle: string;
    startupName: string;
    body: string;
    url: string;
    unsubscribe: UnsubscribeFooter;
  },
): RenderedEmail {
  const subject = `New message from ${params.senderName} about ${params.jobTitle}`;
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {params.senderName} wrote to you about the application for <strong>{params.jobTitle}</strong> at{' '}
        {params.startupName}:
      </p>
      <blockquote
        style={{
          margin: '16px 0',
          padding: '12px 16px',
          background: '#f1f5f9',
          borderRadius: 8,
          whiteSpace: 'pre-line',
        }}
      >
        {params.body}
      </blockquote>
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
