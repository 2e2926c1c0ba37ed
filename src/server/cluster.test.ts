import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createServer } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { JobAlert } from '../shared/job-alerts';
import { createRestartPolicy } from './cluster';
import { openPostgres } from './db/client';
import { emailOutbox, jobAlerts } from './db/schema';
import { buildJob } from './seed/factories';
import { freePort, serverProcesses, type ServerProcess } from './testing/server-process';
import { startTestSmtp } from './testing/smtp';
import { postStartupOk } from './testing/startups';
import { createTestApp, type TestApp } from './testing/test-app';

describe('replacing a server process that ended', () => {
  it('waits longer with each death in the last minute, from half a second to at most 30 s', () => {
    const policy = createRestartPolicy();
    const waits = [0, 1, 2, 3, 4, 5, 6, 7].map((s) => policy.ended({ hadStarted: true, now: s * 1000 }));
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    // A minute without a death: back to half a second.
    expect(policy.ended({ hadStarted: true, now: 200_000 })).toBe(500);
  });

  it('gives up when three in a row end before serving, a worker that serves wiping the count', () => {
    const policy = createRestartPolicy();
    expect(policy.ended({ hadStarted: false, now: 0 })).toBe(500);
    expect(policy.ended({ hadStarted: false, now: 1 })).toBe(1000);
    policy.started();
    expect(policy.ended({ hadStarted: false, now: 2 })).toBe(2000);
    expect(policy.ended({ hadStarted: true, now: 3 })).toBe(4000);
    expect(policy.ended({ hadStarted: false, now: 4 })).toBe(8000);
    expect(policy.ended({ hadStarted: false, now: 5 })).toBeNull();
  });
});

// The real server with WEB_CONCURRENCY=2 on PostgreSQL (TEST_DATABASE_URL, as in CI): two workers on
// one port, as `npm start` runs them on a machine of two cores.
const url = process.env.TEST_DATABASE_URL;

type LogLine = { msg?: string; worker?: number; pid?: number; path?: string; signal?: string };
type Cluster = ServerProcess & { lines: () => LogLine[] };
// The real server as `npm start` runs it (testing/server-process.ts), with two workers; the workers
// write to the primary's stdout and stderr: one log for the whole server.
const processes = serverProcesses('liftoff-cluster-', {
  AUTH_RATE_LIMIT: 'false',
  LOG_LEVEL: 'info',
  WEB_CONCURRENCY: '2',
});

function startCluster(env: Record<string, string> & { PORT: string }): Cluster {
  const server = processes.start(Number(env.PORT), env);
  // Complete lines only: the last may still be arriving.
  const lines = () =>
    server
      .output()
      .split('\n')
      .slice(0, -1)
      .flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as LogLine] : []));
  return { ...server, lines };
}

/** Polls until `attempt` gives a value; fails with the server's output after `ms`. */
async function eventually<T>(
  server: Cluster,
  what: string,
  attempt: () => Promise<T | undefined> | T | undefined,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${ms / 1000} s. The server's output:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A GET on a connection of its own, so that the primary hands it to the next worker in turn. */
function getOnNewConnection(port: number, requestPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: requestPath, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** Which worker answered: the request's own line in the log names it. */
async function workerAnswering(server: Cluster, port: number): Promise<number> {
  const probe = `/api/cluster-probe-${randomUUID()}`;
  expect(await getOnNewConnection(port, probe)).toBe(404);
  return eventually(
    server,
    `the log line of ${probe}`,
    () => server.lines().find((line) => line.path === probe)?.worker,
  );
}

/** The worker ids that answered `count` requests, each on a new connection. */
async function workersAnswering(server: Cluster, port: number, until: (seen: Set<number>) => boolean) {
  const seen = new Set<number>();
  for (let i = 0; i < 50 && !until(seen); i++) seen.add(await workerAnswering(server, port));
  return seen;
}

/** A message's subject, its quoted-printable words decoded (nodemailer encodes the quotes). */
const subjectOf = (raw: string) =>
  /^Subject: (.*)$/m
    .exec(raw)?.[1]
    ?.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
      text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );

const servingPids = (server: Cluster) =>
  server
    .lines()
    .filter((line) => line.msg?.endsWith('is serving'))
    .map((line) => ({ worker: line.worker!, pid: line.pid! }));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let databaseUrl = '';
let databaseName = '';
beforeAll(async () => {
  if (!url) return;
  databaseName = `liftoff_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${databaseName}" template "${inject('postgresTemplate')}"`);
  await admin.end();
  databaseUrl = Object.assign(new URL(url), { pathname: `/${databaseName}` }).toString();
});

afterAll(async () => {
  // Killing a primary ends its workers too: node:cluster exits a worker whose primary is gone.
  processes.stopAll();
  if (url && databaseName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
});

describe.skipIf(!url)('two server processes on one port (WEB_CONCURRENCY=2, PostgreSQL)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let server: Cluster;
  let port = 0;

  beforeAll(async () => {
    t = await createTestApp({}, {}, { database: openPostgres(databaseUrl, 5) });
    smtp = await startTestSmtp();
    port = await freePort();
    server = startCluster({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // A day of scheduled work lasts 4 s: each worker looks for due digests every second.
      SCHEDULE_DAY_SECONDS: '4',
    });
    // Generous: the primary migrates, then two workers compile the server at once, on a busy machine.
    await eventually(
      server,
      'the cluster serving',
      () => (server.output().includes('is running on') ? true : undefined),
      180_000,
    );
  }, 200_000);

  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  it('says how many processes run, and both answer on the one port, each log line saying whose it is', async () => {
    expect(server.output()).toContain('starting 2 server processes');
    expect(server.output()).toMatch(/is running on http:\/\/127\.0\.0\.1:\d+ \(port \d+, 2 server processes/);
    expect(servingPids(server)).toHaveLength(2);
    expect(await workersAnswering(server, port, (seen) => seen.size === 2)).toEqual(
      new Set(servingPids(server).map((p) => p.worker)),
    );
  }, 120_000);

  it('sends a due job alert digest once, though both processes look for due digests', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Cluster Dynamics' });
    const member = t.client();
    const memberUser = await member.signUp({ firstName: 'Dana' }, { verified: true });
    const on = {
      emailNotifications: true,
      statusUpdates: true,
      jobRecommendations: true,
      followedStartups: true,
      messageEmails: true,
      hiringReminders: true,
      applicationDigest: true,
      showProfile: true,
      allowMessages: true,
    };
    expect((await member.request('/api/account/settings', { method: 'PUT', json: on })).status).toBe(200);
    const word = `cluster${Date.now().toString(36)}`;
    const created = await member.request('/api/job-alerts', {
      json: { name: 'Cluster', frequency: 'daily', search: `q=${word}` },
    });
    expect(created.status).toBe(201);
    const { alert } = (await created.json()) as { alert: JobAlert };
    expect(
      (
        await founder.request(`/api/startups/${startup.id}/jobs`, {
          json: buildJob({ title: `Staff ${word} engineer` }),
        })
      ).status,
    ).toBe(201);

    // Its period is over: both workers' next look finds it due.
    await t.db
      .update(jobAlerts)
      .set({ nextRunAt: sql`now() - interval '1 minute'`, checkedThrough: sql`now() - interval '1 hour'` })
      .where(eq(jobAlerts.id, alert.id));

    const isDigest = (mail: { to: string[]; raw: string }) =>
      mail.to.includes(memberUser.email) && subjectOf(mail.raw) === '1 new position for "Cluster"';
    await eventually(server, 'the digest e-mail', () => (smtp.received.some(isDigest) ? true : undefined));
    // Then a whole period later the alert is checked again (nothing new, so no e-mail): by now both
    // workers have looked for due digests many times, and a second digest would have been written.
    await eventually(server, 'the next check of the alert', async () => {
      const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
      return row?.lastSentAt && row.checkedThrough > row.lastSentAt ? true : undefined;
    });
    const written = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, memberUser.email), eq(emailOutbox.template, 'job_alert_digest')));
    expect(written.map((mail) => mail.status)).toEqual(['sent']);
    expect(smtp.received.filter(isDigest)).toHaveLength(1);
  }, 120_000);

  it('replaces a worker that is killed, and the new one answers on the port', async () => {
    const [victim, survivor] = servingPids(server);
    process.kill(victim!.pid, 'SIGKILL');
    await eventually(server, 'the death noticed', () =>
      server.lines().find((line) => line.pid === victim!.pid && line.signal === 'SIGKILL'),
    );
    const replacement = await eventually(
      server,
      'a new worker serving',
      () => servingPids(server).find((p) => p.worker !== victim!.worker && p.worker !== survivor!.worker),
      120_000,
    );
    expect(server.output()).toMatch(
      new RegExp(
        `server process ${victim!.worker} \\(pid ${victim!.pid}\\) ended unexpectedly \\(signal SIGKILL\\); a new one starts in \\d+ ms`,
      ),
    );
    expect(
      await workersAnswering(server, port, (seen) => seen.has(replacement.worker) && seen.has(survivor!.worker)),
    ).toEqual(new Set([replacement.worker, survivor!.worker]));
  }, 180_000);

  it('stops every process cleanly on SIGTERM, each finishing as a single server does', async () => {
    const workers = servingPids(server).filter((p) => isAlive(p.pid));
    expect(workers).toHaveLength(2);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const stopped = server
      .lines()
      .filter((line) => line.msg === 'stopped cleanly')
      .map((line) => line.worker);
    expect(stopped.sort()).toEqual(workers.map((p) => p.worker).sort());
    expect(server.output()).toContain('stopped cleanly (2 server processes)');
    for (const { pid } of workers) expect(isAlive(pid)).toBe(false);
    await expect(getOnNewConnection(port, '/api/health')).rejects.toThrow();
  }, 60_000);
});

describe.skipIf(!url)('server processes that cannot start', () => {
  it('are tried again a few times, then the primary stops with their error', async () => {
    // Something else holds the port: each worker's listen fails.
    const holder = createServer();
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)),
    );
    try {
      const server = startCluster({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} is already in use`);
      expect(server.output()).toContain('Server processes keep ending before they serve');
      expect(server.output()).not.toContain('is running on');
    } finally {
      holder.close();
    }
  }, 240_000);
});
