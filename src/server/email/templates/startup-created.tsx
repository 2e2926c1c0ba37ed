import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

export function startupCreatedEmail(
  brand: Brand,
  params: { ownerName: string; startupName: string; startupUrl: string },
): RenderedEmail {
  const subject = `${params.startupName} is live on ${brand.platformName}`;
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>Congratulations, {params.ownerName}!</h1>
      <p>
        {params.startupName} now has its page on {brand.platformName}. Add open positions from your dashboard so that
        people who want to join you can apply.
      </p>
      <ActionButton href={params.startupUrl}>See {params.startupName}</ActionButton>
    </Layout>,
  );
  const text = [
    `Congratulations, ${params.ownerName}!`,
    '',
    `${params.startupName} now has its page on ${brand.platformName}. Add open positions from your dashboard so`,
    'that people who want to join you can apply.',
    '',
    `See it: ${params.startupUrl}`,
  ].join('\n');
  return { subject, html, text };
}
