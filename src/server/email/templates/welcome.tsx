import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

export function welcomeEmail(brand: Brand, params: { name: string; loginUrl: string }): RenderedEmail {
  const subject = `Welcome to ${brand.platformName}, ${params.name}!`;
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>Welcome aboard, {params.name}!</h1>
      <p>
        Your {brand.platformName} account is ready. Complete your profile, browse startups that are hiring, or post your
        own startup and find the people to build it with.
      </p>
      <ActionButton href={params.loginUrl}>Sign in to {brand.platformName}</ActionButton>
    </Layout>,
  );
  const text = [
    `Welcome aboard, ${params.name}!`,
    '',
    `Your ${brand.platformName} account is ready. Complete your profile, browse startups that are hiring,`,
    'or post your own startup and find the people to build it with.',
    '',
    `Sign in: ${params.loginUrl}`,
    '',
    `Questions? Write to ${brand.supportEmail}.`,
  ].join('\n');
  return { subject, html, text };
}
