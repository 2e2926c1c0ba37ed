import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';

export type MailMessage = { from: string; to: string; replyTo?: string; subject: string; html: string; text: string };
export type MailTransport = { send(message: MailMessage): Promise<void>; close(): void };

/** SMTP through nodemailer when SMTP_URL is set; otherwise every e-mail is written to the log as sent. */
export function createMailTransport(smtpUrl: string | undefined, logger: Logger): MailTransport {
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info({ mail: { to: message.to, subject: message.subject }, text: message.text }, 'email (no SMTP_URL: logged, not sent)');
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      // An empty html part means a plain-text e-mail.
      await transporter.sendMail(message.html ? message : { ...message, html: undefined });
    },
    close: () => transporter.close(),
  };
}
