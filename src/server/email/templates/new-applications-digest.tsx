import { emailDateTime } from './dates';
import {
  ActionButton,
  Layout,
  render,
  unsubscribeText,
  type Brand,
  type RenderedEmail,
  type UnsubscribeFooter,
} from './layout';

export type DigestApplication = {
  candidate: string;
  jobTitle: string;
  startupName: string;
  receivedAt: Date;
  url: string;
};

/** A founder's daily e-mail of the applications received since the last one, newest first. */
export function newApplicationsDigestEmail(
  brand: Brand,
  params: {
    name: string;
    total: number;
    applications: DigestApplication[];
    allUrl: string;
    unsubscribe: UnsubscribeFooter;
  },
): RenderedEmail {
  const count = params.total === 1 ? '1 new application' : `${params.total} new applications`;
  const subject = `You have ${count}`;
  const intro = `${count} came in for your startups${params.total > params.applications.length ? `. The newest ${params.applications.length}:` : ':'}`;
  const more = params.total - params.applications.length;
  const line = (a: DigestApplication) =>
    `${a.candidate} for ${a.jobTitle} at ${a.startupName}, ${emailDateTime(a.receivedAt)}`;
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>{intro}</p>
      <ul style={{ paddingLeft: 20 }}>
        {params.applications.map((a) => (
          <li key={a.url} style={{ marginBottom: 8 }}>
            <a href={a.url} style={{ color: '#4338ca', fontWeight: 600 }}>
              {a.candidate}
            </a>{' '}
            for {a.jobTitle} at {a.startupName}
            <br />
            <span style={{ fontSize: 13, color: '#64748b' }}>{emailDateTime(a.receivedAt)}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p>and {more} more.</p>}
      <ActionButton href={params.allUrl}>See your applicants</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    intro,
    '',
    ...params.applications.flatMap((a) => [`- ${line(a)}`, `  ${a.url}`]),
    ...(more > 0 ? [`and ${more} more.`] : []),
    '',
    `See your applicants: ${params.allUrl}`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}
