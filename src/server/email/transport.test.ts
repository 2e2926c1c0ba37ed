import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Logger } from '../lib/logger';
import { brandFromConfig } from './brand';
import { emailCodeEmail } from './templates/email-code';
import { passwordResetEmail } from './templates/password-reset';
import { createMailTransport } from './transport';

/** A logger that keeps every line it was given, as JSON. */
function recordingLogger() {
  const lines: string[] = [];
  const logger = { info: (...args: unknown[]) => lines.push(JSON.stringify(args)) } as unknown as Logger;
  return { logger, lines };
}

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
const brand = brandFromConfig(config);
const codeMails = [
  {
    template: 'password_reset',
    ...passwordResetEmail(brand, { code: '482913', resetUrl: 'http://localhost:3000/reset-password', minutes: 10 }),
  },
  {
    template: 'email_verification',
    ...emailCodeEmail(brand, { code: '482913', minutes: 10, purpose: 'verify', appUrl: 'http://localhost:3000' }),
  },
  {
    template: 'email_change',
    ...emailCodeEmail(brand, { code: '482913', minutes: 10, purpose: 'change', appUrl: 'http://localhost:3000' }),
  },
];

describe('the log transport (no SMTP_URL)', () => {
  it('records template, recipient and subject, never a code', async () => {
    const { logger, lines } = recordingLogger();
    const transport = createMailTransport(undefined, logger);
    for (const mail of codeMails) await transport.send({ from: 'x@liftoff.dev', to: 'maya@example.com', ...mail });
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain('482913');
    expect(lines[0]).toContain('password_reset');
    expect(lines[0]).toContain('maya@example.com');
    expect(lines[0]).toContain('Your Liftoff password reset code');
  });

  it('shows bodies only with the development setting, which production refuses', async () => {
    const { logger, lines } = recordingLogger();
    await createMailTransport(undefined, logger, { logBodies: true }).send({
      from: 'x@liftoff.dev',
      to: 'maya@example.com',
      ...codeMails[0]!,
    });
    expect(lines[0]).toContain('482913');
    expect(loadConfig({ NODE_ENV: 'development', LOG_EMAIL_BODIES: 'true' }).logEmailBodies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).logEmailBodies).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', LOG_EMAIL_BODIES: 'true' })).toThrow(/LOG_EMAIL_BODIES/);
  });
});
