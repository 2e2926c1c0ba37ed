import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../lib/app-error';
import { DEV_MAIL_LIMIT, listRecentMail, type DevMail } from './dev-mail.service';

// The local mail view (decision 024): without SMTP_URL, e-mails are only logged, so
// a new member on a fresh `npm start` could not read their confirmation code. The e-mails hold sign-in
// and reset codes: the view exists only outside production without SMTP (config.isDevMailOn, checked
// where it is mounted) and answers only requests from this machine that no proxy forwarded; to anyone
// else it does not exist (404).

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isFromThisMachine(c: Context<AppEnv>): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? '');
  } catch {
    return false; // no socket: not a request from this machine
  }
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const mailItem = (mail: DevMail) => html`<article>
  <h2>${mail.subject}</h2>
  <p class="meta">To <strong>${mail.to}</strong> · ${when(mail.createdAt)}${mail.status === 'pending' ? ' · waiting to be sent' : ''}</p>
  <pre>${mail.text}</pre>
</article>`;

export const devMailRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (!isFromThisMachine(c)) throw new AppError('NOT_FOUND', 'Not found');
  const { db, config } = c.get('deps');
  const mails = await listRecentMail({ db });
  const page = await html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Development e-mails · ${config.platformName}</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #0f172a; background: #f8fafc; overflow-wrap: anywhere; }
  main { max-width: 46rem; margin: 0 auto; padding: 2rem 1rem; }
  h1 { margin: 0; font-size: 1.75rem; }
  .lead { color: #475569; }
  a { color: #4338ca; font-weight: 600; }
  article { background: #fff; border-radius: 1rem; box-shadow: 0 1px 2px rgb(0 0 0 / 0.05); border: 1px solid #e2e8f0; padding: 1rem 1.25rem; margin-top: 1rem; }
  h2 { margin: 0; font-size: 1.05rem; }
  .meta { margin: 0.25rem 0 0.75rem; color: #64748b; font-size: 0.875rem; }
  pre { margin: 0; white-space: pre-wrap; font: inherit; background: #f1f5f9; border-radius: 0.5rem; padding: 0.75rem; }
</style>
</head>
<body>
<main>
  <h1>Development e-mails</h1>
  <p class="lead">No <code>SMTP_URL</code> is set, so e-mails are not sent: they show here instead, the last ${DEV_MAIL_LIMIT} at most, newest first. Only this machine can open this page, and never in production. <a href="/dev/mail">Refresh</a></p>
  ${mails.length === 0 ? html`<article><h2>No e-mails yet</h2><p class="meta">Sign up, and your confirmation code appears here.</p></article>` : mails.map(mailItem)}
</main>
</body>
</html>`;
  return c.html(page.toString(), 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
});
