import {
  ActionButton,
  Layout,
  render,
  unsubscribeText,
  type Brand,
  type RenderedEmail,
  type UnsubscribeFooter,
} from './layout';

/** A founder invites the member to apply: their note, and a link that opens the position with Apply. */
export function jobInvitationEmail(
  brand: Brand,
  params: {
    name: string;
    founderName: string;
    startupName: string;
    jobTitle: string;
    note: string;
    url: string;
    unsubscribe: UnsubscribeFooter;
  },
): RenderedEmail {
  const subject = `${params.founderName} invites you to apply: ${params.jobTitle} at ${params.startupName}`;
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {params.founderName} of {params.startupName} saw your profile and invites you to apply for{' '}
        <strong>{params.jobTitle}</strong>.
      </p>
      {params.note && (
        <blockquote
          style={{
            margin: '16px 0',
            padding: '12px 16px',
            background: '#f1f5f9',
            borderRadius: 8,
            whiteSpace: 'pre-line',
          }}
        >
          {params.note}
        </blockquote>
      )}
      <ActionButton href={params.url}>See the position and apply</ActionButton>
      <p style={{ color: '#475569', fontSize: 14 }}>
        Not for you? You can decline it on {brand.platformName}, with a message if you like.
      </p>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `${params.founderName} of ${params.startupName} saw your profile and invites you to apply for ${params.jobTitle}.`,
    ...(params.note ? ['', params.note] : []),
    '',
    `See the position and apply: ${params.url}`,
    '',
    `Not for you? You can decline it on ${brand.platformName}, with a message if you like.`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}
