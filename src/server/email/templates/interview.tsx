import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

// Every e-mail of an interview: times offered, booked, other times asked for, cancelled,
// and the reminders. One shape: what happened, the interview's facts (the time in the reader's own
// zone, named), and the one thing to do next. A booking or cancellation carries its calendar file.

export type InterviewFacts = {
  /** "Tue, Dec 1, 2026, 10:00 AM (Central European Standard Time)", already in the reader's zone; null before booking. */
  when: string | null;
  how: string;
  /** The link or the address; null for a call. */
  where: string | null;
  note: string | null;
};

export function interviewEmail(
  brand: Brand,
  params: {
    name: string;
    subject: string;
    lead: string;
    facts: InterviewFacts;
    quote?: { label: string; text: string } | null;
    action: { label: string; url: string };
  },
): RenderedEmail {
  const rows: [string, string][] = [
    ...(params.facts.when ? [['When', params.facts.when] as [string, string]] : []),
    ['How', params.facts.how],
    ...(params.facts.where ? [['Where', params.facts.where] as [string, string]] : []),
    ...(params.facts.note ? [['Note', params.facts.note] as [string, string]] : []),
  ];
  const html = render(
    <Layout brand={brand} title={params.subject}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>{params.lead}</p>
      <table role="presentation" style={{ margin: '8px 0 16px', borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ padding: '4px 16px 4px 0', color: '#64748b', verticalAlign: 'top' }}>{label}</td>
              <td style={{ padding: '4px 0', whiteSpace: 'pre-line' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {params.quote && (
        <>
          <p style={{ margin: '16px 0 0', fontWeight: 600 }}>{params.quote.label}</p>
          <div
            style={{
              margin: '8px 0 16px',
              padding: '12px 16px',
              background: '#f1f5f9',
              borderRadius: 8,
              whiteSpace: 'pre-line',
            }}
          >
            {params.quote.text}
          </div>
        </>
      )}
      <ActionButton href={params.action.url}>{params.action.label}</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    params.lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(params.quote ? ['', params.quote.label, params.quote.text] : []),
    '',
    `${params.action.label}: ${params.action.url}`,
  ].join('\n');
  return { subject: params.subject, html, text };
}
