import { Layout, render, type Brand, type RenderedEmail } from './layout';

/**
 * The code that proves a startup's domain (decision 047). It goes to an address that may belong to
 * someone other than the founder who asked, so it says who asked, for what, and that ignoring it is
 * safe; it carries no link to follow, only the code the founder types.
 */
export function domainCodeEmail(
  brand: Brand,
  params: { code: string; minutes: number; startupName: string; domain: string; founderName: string },
): RenderedEmail {
  const subject = `Your code to verify ${params.domain} on ${brand.platformName}`;
  const lead = `${params.founderName} asked ${brand.platformName} to show ${params.startupName} as the owner of ${params.domain}. If that is you, enter this code on the startup's page in ${brand.platformName}.`;
  const ignore = `If you did not ask for this, you can ignore this e-mail: nothing is verified without the code.`;
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>Verify {params.domain}</h1>
      <p>
        {lead} It works once and expires in {params.minutes} minutes.
      </p>
      <p style={{ fontSize: 32, fontWeight: 700, letterSpacing: 8 }}>{params.code}</p>
      <p style={{ fontSize: 13, color: '#64748b' }}>{ignore}</p>
    </Layout>,
  );
  const text = [
    `Verify ${params.domain}`,
    '',
    `Your code: ${params.code}`,
    `${lead} It works once and expires in ${params.minutes} minutes.`,
    '',
    ignore,
  ].join('\n');
  return { subject, html, text };
}
