import {
  ActionButton,
  Layout,
  render,
  unsubscribeText,
  type Brand,
  type RenderedEmail,
  type UnsubscribeFooter,
} from './layout';

/** A startup the member follows posted a position (decision 018). */
export function newPositionEmail(
  brand: Brand,
  params: {
    name: string;
    startupName: string;
    job: { title: string; summary: string; url: string };
    unsubscribe: UnsubscribeFooter;
  },
): RenderedEmail {
  const subject = `${params.startupName} is hiring: ${params.job.title}`;
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>{params.startupName}, which you follow, has a new open position:</p>
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
