import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  template?: string;
  headers?: Record<string, string>;
  /** An iCalendar invitation: nodemailer sends it as the text/calendar alternative (with its METHOD) and as invite.ics. */
  calendar?: { method: string; content: string };
};
export type MailTransport = { send(message: MailMessage): Promise<void>; close(): void };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every e-mail is recorded in the log as sent.
 * The log gets the template, recipient and subject, never the body: bodies hold reset and verification
 * codes, and logs are read by more people and kept longer than mailboxes. `logBodies` (LOG_EMAIL_BODIES,
 * refused in production by config.ts) prints the text too, for a developer without a mail server.
 */
export function createMailTransport(
  smtpUrl: string | undefined,
  logger: Logger,
  options: { logBodies?: boolean } = {},
): MailTransport {
  if (!smtpUrl) {
    return {
      async send(message) {
        const mail = { template: message.template, to: message.to, subject: message.subject };
        logger.info(
          options.logBodies ? { mail, text: message.text } : { mail },
          'email (no SMTP_URL: logged, not sent)',
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ template: _template, calendar, ...message }) {
      const icalEvent = calendar && { method: calendar.method, filename: 'invite.ics', content: calendar.content };
      // An empty html part means a plain-text e-mail.
      await transporter.sendMail({ ...message, html: message.html || undefined, ...(icalEvent && { icalEvent }) });
    },
    close: () => transporter.close(),
  };
}
