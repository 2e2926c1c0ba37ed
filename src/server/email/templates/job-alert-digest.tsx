import { Layout, render, unsubscribeText, type Brand, type RenderedEmail, type UnsubscribeFooter } from './layout';

export type DigestJob = { title: string; startupName: string; summary: string; url: string };
export type DigestSection = { alertName: string; jobs: DigestJob[]; moreCount: number; searchUrl: string };

/** One e-mail per member and period with the new positions of each of their alerts (decision 018). */
export function jobAlertDigestEmail(
  brand: Brand,
  params: {
    name: string;
    frequency: 'daily' | 'weekly';
    sections: DigestSection[];
    manageUrl: string;
    unsubscribe: UnsubscribeFooter;
  },
): RenderedEmail {
  const total = params.sections.reduce((sum, s) => sum + s.jobs.length + s.moreCount, 0);
  const positions = total === 1 ? '1 new position' : `${total} new positions`;
  const subject =
    params.sections.length === 1
      ? `${positions} for "${params.sections[0]!.alertName}"`
      : `${positions} for your job alerts`;
  const html = render(
    <Layout brand={brand} title={subject} unsubscribe={params.unsubscribe}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        Here {total === 1 ? 'is' : 'are'} {positions} matching your {params.frequency} job alerts.
      </p>
      {params.sections.map((section) => (
        <div key={section.alertName} style={{ marginTop: 24 }}>
          <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{section.alertName}</h2>
          {section.jobs.map((job) => (
            <p key={job.url} style={{ margin: '0 0 12px' }}>
              <a href={job.url} style={{ color: '#4338ca', fontWeight: 600 }}>
                {job.title}
              </a>{' '}
              at {job.startupName}
              <br />
              <span style={{ fontSize: 13, color: '#64748b' }}>{job.summary}</span>
            </p>
          ))}
          {section.moreCount > 0 && (
            <p style={{ margin: 0 }}>
              <a href={section.searchUrl}>and {section.moreCount} more</a>
            </p>
          )}
        </div>
      ))}
      <p style={{ marginTop: 24, fontSize: 13, color: '#64748b' }}>
        Change or delete your alerts in <a href={params.manageUrl}>Settings</a>.
      </p>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `Here ${total === 1 ? 'is' : 'are'} ${positions} matching your ${params.frequency} job alerts.`,
    ...params.sections.flatMap((section) => [
      '',
      `== ${section.alertName} ==`,
      ...section.jobs.flatMap((job) => [`${job.title} at ${job.startupName}`, `  ${job.summary}`, `  ${job.url}`]),
      ...(section.moreCount > 0 ? [`and ${section.moreCount} more: ${section.searchUrl}`] : []),
    ]),
    '',
    `Change or delete your alerts in Settings: ${params.manageUrl}`,
    ...unsubscribeText(params.unsubscribe),
  ].join('\n');
  return { subject, html, text };
}
