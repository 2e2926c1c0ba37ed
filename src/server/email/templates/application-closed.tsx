import {
  ActionButton,
  Layout,
  render,
  unsubscribeText,
  type Brand,
  type RenderedEmail,
  type UnsubscribeFooter,
} from './layout';

/** An application nobody answered in time was closed: a kind note, not a rejection (decision 019). */
export function applicationClosedEmail(
  brand: Brand,
  params: {
    name: string;
    jobTitle: string;
    startupName: string;
    days: number;
    jobsUrl: string;
    unsubscribe: UnsubscribeFooter;
  },
): RenderedEmail {
  const subject = `Your application for ${params.jobTitle} at ${params.startupName} was closed`;
  const lead = `${params.startupName} did not answer your application for ${params.jobTitle} within ${params.days} days, so we closed it rather than leave you waiting.`;
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>{lead}</p>
      <p>
        This says nothing about you or your application: small teams get busy. You are welcome to apply to them again,
        and there are other startups hiring now.
      </p>
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
