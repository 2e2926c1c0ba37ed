import { emailDateTime } from './dates';
import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

/** One thing the candidate sent: its heading, the question as they read it (when it differs), and their answer ('' for none). */
export type ReceiptAnswer = { heading: string; question?: string; answer: string };

const quote = {
  margin: '8px 0 16px',
  padding: '12px 16px',
  background: '#f1f5f9',
  borderRadius: 8,
  whiteSpace: 'pre-line',
} as const;
const NOT_ANSWERED = 'Not answered';
/** A form sends line breaks as CRLF: one kind of line break in the e-mail. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * The candidate's receipt of their application: what they applied for, when, what they sent,
 * and where to follow it. About their own action: no unsubscribe link ("E-mail notifications" governs it).
 */
export function applicationReceiptEmail(
  brand: Brand,
  params: {
    name: string;
    jobTitle: string;
    startupName: string;
    submittedAt: Date;
    answers: ReceiptAnswer[];
    url: string;
  },
): RenderedEmail {
  const subject = `Your application for ${params.jobTitle} at ${params.startupName}`;
  const when = emailDateTime(params.submittedAt);
  const answers = params.answers.map((a) => ({ ...a, answer: lines(a.answer) }));
  const follow = `Its status, and any message from ${params.startupName}, show in My Applications.`;
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        Your application for <strong>{params.jobTitle}</strong> at <strong>{params.startupName}</strong> was sent on{' '}
        {when}. Here is a copy of what you sent.
      </p>
      {answers.map((a, i) => (
        <div key={i}>
          <p style={{ margin: '16px 0 0', fontWeight: 600 }}>{a.heading}</p>
          {a.question && <p style={{ margin: '4px 0 0', fontSize: 13, color: '#64748b' }}>{a.question}</p>}
          <div style={a.answer ? quote : { ...quote, color: '#64748b' }}>{a.answer || NOT_ANSWERED}</div>
        </div>
      ))}
      <p style={{ margin: '16px 0 0', fontWeight: 600 }}>Resume</p>
      <p style={{ margin: '4px 0 16px' }}>Your resume (PDF) was attached to the application.</p>
      <p>{follow}</p>
      <ActionButton href={params.url}>Follow your application</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `Your application for ${params.jobTitle} at ${params.startupName} was sent on ${when}. Here is a copy of what you sent.`,
    ...answers.flatMap((a) => ['', a.heading, ...(a.question ? [a.question] : []), '', a.answer || NOT_ANSWERED]),
    '',
    'Resume',
    'Your resume (PDF) was attached to the application.',
    '',
    follow,
    `Follow your application: ${params.url}`,
  ].join('\n');
  return { subject, html, text };
}
