import { Layout, render, type Brand, type RenderedEmail } from './layout';

/**
 * The confirmation that an account is deleted, sent as it goes (to the address it had proved): what
 * leaving did to the interviews and applications it had, so the member knows who was told.
 */
export function accountDeletedEmail(
  brand: Brand,
  params: { name: string; interviews: string[]; applications: string[] },
): RenderedEmail {
  const subject = `Your ${brand.platformName} account is deleted`;
  const gone =
    'Your profile, your startups and their positions, your applications and your files are deleted. This cannot be undone.';
  const interviewsLead =
    'These interviews are cancelled; the other person is told, and the invitation is withdrawn from both calendars:';
  const applicationsLead = 'These applications are withdrawn, and each startup is told:';
  const notYou = `If you did not delete your account, write to ${brand.supportEmail} at once.`;
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name}, your account is deleted</h1>
      <p>{gone}</p>
      {params.interviews.length > 0 && (
        <>
          <p>{interviewsLead}</p>
          <ul>
            {params.interviews.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {params.applications.length > 0 && (
        <>
          <p>{applicationsLead}</p>
          <ul>
            {params.applications.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <p>{notYou}</p>
    </Layout>,
  );
  const list = (lead: string, lines: string[]) =>
    lines.length > 0 ? ['', lead, ...lines.map((line) => `- ${line}`)] : [];
  const text = [
    `Hi ${params.name}, your account is deleted`,
    '',
    gone,
    ...list(interviewsLead, params.interviews),
    ...list(applicationsLead, params.applications),
    '',
    notYou,
  ].join('\n');
  return { subject, html, text };
}
