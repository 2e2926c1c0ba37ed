import { Layout, render, unsubscribeText, type Brand, type RenderedEmail, type UnsubscribeFooter } from './layout';

/** `misfits`: what does not fit ("3 of 5 skills"), '' when all does. */
export type MatchDigestJob = {
  title: string;
  startupName: string;
  why: string;
  misfits: string;
  details: string;
  url: string;
};

/** The weekly e-mail of new positions that fit the member, each with why. */
export function jobMatchesDigestEmail(
  brand: Brand,
  params: { name: string; jobs: MatchDigestJob[]; allUrl: string; profileUrl: string; unsubscribe: UnsubscribeFooter },
): RenderedEmail {
  const count = params.jobs.length;
  const positions = count === 1 ? '1 new job' : `${count} new jobs`;
  const subject = `${positions} that match${count === 1 ? 'es' : ''} you`;
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>Startups posted {positions} this week that fit your skills and what you are open to.</p>
      {params.jobs.map((job) => (
        <p key={job.url} style={{ margin: '0 0 16px' }}>
          <a href={job.url} style={{ color: '#4338ca', fontWeight: 600 }}>
            {job.title}
          </a>{' '}
          at {job.startupName}
          <br />
          <span style={{ fontSize: 13, color: '#3730a3' }}>{job.why}</span>
          <br />
          {job.misfits && (
            <>
              <span style={{ fontSize: 13, color: '#92400e' }}>Does not fit: {job.misfits}</span>
              <br />
            </>
          )}
          <span style={{ fontSize: 13, color: '#64748b' }}>{job.details}</span>
        </p>
      ))}
      <p style={{ marginTop: 24 }}>
        <a href={params.allUrl}>See all your matches</a>
      </p>
      <p style={{ marginTop: 24, fontSize: 13, color: '#64748b' }}>
        Better matches come from your skills and what you are open to:{' '}
        <a href={params.profileUrl}>update your profile</a>.
      </p>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `Startups posted ${positions} this week that fit your skills and what you are open to.`,
    ...params.jobs.flatMap((job) => [
      '',
      `${job.title} at ${job.startupName}`,
      `  ${job.why}`,
      ...(job.misfits ? [`  Does not fit: ${job.misfits}`] : []),
      `  ${job.details}`,
      `  ${job.url}`,
    ]),
    '',
    `See all your matches: ${params.allUrl}`,
    `Better matches come from your skills and what you are open to: ${params.profileUrl}`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}
