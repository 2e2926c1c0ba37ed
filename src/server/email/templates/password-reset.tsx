import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

export function passwordResetEmail(
  brand: Brand,
  params: { code: string; resetUrl: string; minutes: number },
): RenderedEmail {
  // The code stays out of the subject: subjects are logged (see transport.ts) and shown on lock screens.
  const subject = `Your ${brand.platformName} password reset code`;
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>Reset your password</h1>
      <p>Use this code to choose a new password. It works once and expires in {params.minutes} minutes.</p>
      <p style={{ fontSize: 32, fontWeight: 700, letterSpacing: 8 }}>{params.code}</p>
      <ActionButton href={params.resetUrl}>Choose a new password</ActionButton>
      <p style={{ fontSize: 13, color: '#64748b' }}>
        If you did not ask for this, you can ignore this e-mail: your password stays as it is.
      </p>
    </Layout>,
  );
  const text = [
    'Reset your password',
    '',
    `Your code: ${params.code}`,
    `It works once and expires in ${params.minutes} minutes.`,
    '',
    `Choose a new password: ${params.resetUrl}`,
    '',
    'If you did not ask for this, you can ignore this e-mail.',
  ].join('\n');
  return { subject, html, text };
}
