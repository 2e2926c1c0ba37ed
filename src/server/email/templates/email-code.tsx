import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

/** The code that proves an address: after sign-up ('verify') or for a new address ('change'). */
export function emailCodeEmail(
  brand: Brand,
  params: { code: string; minutes: number; purpose: 'verify' | 'change'; appUrl: string },
): RenderedEmail {
  const isChange = params.purpose === 'change';
  const subject = isChange
    ? `Confirm your new ${brand.platformName} e-mail address`
    : `Confirm your e-mail address for ${brand.platformName}`;
  const heading = isChange ? 'Confirm your new e-mail address' : 'Confirm your e-mail address';
  const lead = isChange
    ? `Enter this code in ${brand.platformName}'s settings to move your account to this address. Until then your account keeps its current address.`
    : `Enter this code in the bar at the top of ${brand.platformName} to confirm that this address is yours.`;
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>{heading}</h1>
      <p>
        {lead} It works once and expires in {params.minutes} minutes.
      </p>
      <p style={{ fontSize: 32, fontWeight: 700, letterSpacing: 8 }}>{params.code}</p>
      <ActionButton href={params.appUrl}>Open {brand.platformName}</ActionButton>
      <p style={{ fontSize: 13, color: '#64748b' }}>
        If you did not ask for this, you can ignore this e-mail: nothing changes without the code.
      </p>
    </Layout>,
  );
  const text = [
    heading,
    '',
    `Your code: ${params.code}`,
    `${lead} It works once and expires in ${params.minutes} minutes.`,
    '',
    `Open ${brand.platformName}: ${params.appUrl}`,
    '',
    'If you did not ask for this, you can ignore this e-mail: nothing changes without the code.',
  ].join('\n');
  return { subject, html, text };
}
