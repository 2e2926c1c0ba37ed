import {
  ActionButton,
  Layout,
  render,
  unsubscribeText,
  type Brand,
  type RenderedEmail,
  type UnsubscribeFooter,
} from './layout';

/** A founder's weekly reminder of applications waiting for a first answer (decision 019). */
export function waitingApplicationsEmail(
  brand: Brand,
  params: {
    name: string;
    total: number;
    waiting: { candidate: string; jobTitle: string; startupName: string; days: number }[];
    url: string;
    autoCloseDays: number;
    unsubscribe: UnsubscribeFooter;
  },
): RenderedEmail {
  const count = params.total === 1 ? '1 application is' : `${params.total} applications are`;
  const subject = `${count} waiting for your answer`;
  const closing =
    params.autoCloseDays > 0
      ? `Applications still unanswered after ${params.autoCloseDays} days close on their own, with a note to the candidate.`
      : '';
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {count} waiting for your answer for more than a week. A short answer, even a no, means a lot to someone looking
        for work.
      </p>
      <ul>
        {params.waiting.map((w) => (
          <li key={`${w.candidate}-${w.jobTitle}`}>
            {w.candidate} for {w.jobTitle} at {w.startupName}, waiting {w.days} days
          </li>
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
