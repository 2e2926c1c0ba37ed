import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildJob, buildStartup } from '../seed/factories';
import { applicationForm, PNG_1X1 } from '../testing/images';
import { nextEvent } from '../testing/sse';

// Two real server processes on one PostgreSQL: a notification stored through one reaches a browser
// streaming from the other, through LISTEN/NOTIFY. Needs a PostgreSQL server (TEST_DATABASE_URL, as in CI).
const url = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
let databaseName = '';

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (url && databaseName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
});

async function startServer(port: number, databaseUrl: string, publicUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'liftoff-two-')),
      AUTH_SECRET: 'a-shared-secret-for-both-servers-0123456789',
      SEED_DEMO: 'false',
      WEB_CONCURRENCY: '1',
      AUTH_RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  children.push(child);
  // Up to a minute: two processes compile the server at once while the rest of the suite runs beside them.
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe.skipIf(!url)('live notifications across server processes', () => {
  it('reaches a client streaming from another process', async () => {
    databaseName = `liftoff_two_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${databaseName}" template "${inject('postgresTemplate')}"`);
    await admin.end();
    const databaseUrl = Object.assign(new URL(url!), { pathname: `/${databaseName}` }).toString();

    const portA = 33_000 + Math.floor(Math.random() * 1000);
    const portB = portA + 1;
    // One public address, as behind a load balancer; each request goes straight to one process here.
    const origin = `http://127.0.0.1:${portA}`;
    await Promise.all([startServer(portA, databaseUrl, origin), startServer(portB, databaseUrl, origin)]);

    const headers = { Origin: origin, 'Content-Type': 'application/json' };
    const signUp = await fetch(`http://127.0.0.1:${portA}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        firstName: 'Nora',
        lastName: 'Quinn',
        email: 'nora@example.com',
        phoneNumber: '201 555 0123',
        country: 'US',
        password: 'secret-pass',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
    const session = (await (
      await fetch(`http://127.0.0.1:${portB}/api/account/session`, { headers: { cookie } })
    ).json()) as { user: { id: string } };

    const stream = await fetch(`http://127.0.0.1:${portB}/api/notifications/stream`, { headers: { cookie } });
    const reader = stream.body!.getReader();
    await nextEvent(reader, 'ready');

    // Through process A: Nora posts a job there, and someone applies to it there.
    const a = `http://127.0.0.1:${portA}`;
    const logoForm = new FormData();
    logoForm.append('logo', new File([new Uint8Array(PNG_1X1)], 'logo.png', { type: 'image/png' }));
    const { logoUrl } = (await (
      await fetch(`${a}/api/startups/logo`, { method: 'POST', headers: { cookie, Origin: origin }, body: logoForm })
    ).json()) as { logoUrl: string };
    const startup = (await (
      await fetch(`${a}/api/startups`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(buildStartup({ logoUrl })),
      })
    ).json()) as { startup: { id: string } };
    const job = (await (
      await fetch(`${a}/api/startups/${startup.startup.id}/jobs`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(buildJob({ title: 'Cross-process Role' })),
      })
    ).json()) as { job: { id: string } };
    const applicant = await fetch(`${a}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        firstName: 'Omar',
        lastName: 'Haddad',
        email: 'omar@example.com',
        phoneNumber: '201 555 0124',
        country: 'US',
        password: 'secret-pass',
      }),
    });
    const applicantCookie = applicant.headers.get('set-cookie')!.split(';')[0]!;
    const applied = await fetch(`${a}/api/jobs/${job.job.id}/applications`, {
      method: 'POST',
      headers: { cookie: applicantCookie, Origin: origin },
      body: applicationForm(),
    });
    expect(applied.status).toBe(201);

    const event = await nextEvent(reader, 'notification');
    expect(JSON.parse(event.data)).toMatchObject({ title: 'New application', userId: session.user.id });
    expect(JSON.parse(event.data).message).toContain('Cross-process Role');

    // Signing out through process A ends the stream held by process B at once: B checks its sessions
    // itself only every 15 s, so only the session's NOTIFY can end it this soon.
    const signedOutAt = Date.now();
    expect(
      (await fetch(`${a}/api/auth/sign-out`, { method: 'POST', headers: { ...headers, cookie }, body: '{}' })).status,
    ).toBe(200);
    await nextEvent(reader, 'session-ended', 5_000);
    expect(Date.now() - signedOutAt).toBeLessThan(5_000);
    await reader.cancel();
  }, 120_000);
});
