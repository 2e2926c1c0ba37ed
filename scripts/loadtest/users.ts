// The people of the load test: founders among the fill's owners (given a password, as the fill makes
// accounts without one), applicants signed up through the API, and applications for founders to move.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '../../src/server/auth/password';
import { buildSignUp } from '../../src/server/seed/factories';
import { applicationForm } from '../../src/server/testing/images';

export const PASSWORD = 'load-test-password-1';

export type Person = { id: string; email: string; cookie: string };
export type Founder = Person & { jobId: string };

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** `n` fill owners with an active startup and an open job, each signed in, with that job. */
export async function founders(pool: pg.Pool, base: string, n: number): Promise<Founder[]> {
  const { rows } = await pool.query<{ user_id: string; email: string; job_id: string }>(
    `select distinct on (u.id) u.id as user_id, u.email, j.id as job_id
       from users u join startups s on s.owner_id = u.id and s.active join jobs j on j.startup_id = s.id and j.status = 'open' and j.is_active
      where u.email like '%@bench.test' order by u.id limit $1`,
    [n],
  );
  const hash = await hashPassword(PASSWORD);
  for (const row of rows) {
    await pool.query(
      `insert into accounts (account_id, provider_id, user_id, password, created_at, updated_at) values ($1::text, 'credential', $1::uuid, $2, now(), now()) on conflict do nothing`,
      [row.user_id, hash],
    );
  }
  return Promise.all(
    rows.map(async (row) => ({
      id: row.user_id,
      email: row.email,
      jobId: row.job_id,
      cookie: await signIn(base, row.email),
    })),
  );
}

/** `n` new members signed up through the API, four at a time (their passwords are PASSWORD). */
export async function applicants(base: string, n: number): Promise<Person[]> {
  const people: Person[] = [];
  const signUpOne = async () => {
    const input = buildSignUp({ email: `load-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD });
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(input),
    });
    if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    people.push({ id: user.id, email: input.email, cookie: response.headers.get('set-cookie')!.split(';')[0]! });
  };
  for (let i = 0; i < n; i += 4) await Promise.all(Array.from({ length: Math.min(4, n - i) }, signUpOne));
  return people;
}

/** An application's multipart body, the same bytes for every application (a one-page PDF and two answers). */
export async function applicationBody(): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: applicationForm() });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Each applicant applies to each founder's job: the applications founders move during the load. */
export async function seedApplications(
  base: string,
  people: Person[],
  hiring: Founder[],
): Promise<{ id: string; founder: Founder }[]> {
  const { body, contentType } = await applicationBody();
  const made: { id: string; founder: Founder }[] = [];
  for (const founder of hiring) {
    for (const person of people) {
      const response = await fetch(`${base}/api/jobs/${founder.jobId}/applications`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Cookie: person.cookie, Origin: base },
        body: new Uint8Array(body),
      });
      if (response.status !== 201) throw new Error(`apply: ${response.status} ${await response.text()}`);
    }
    // The list comes a page at a time (20), newest first.
    let cursor: string | null = null;
    do {
      const list = await fetch(
        `${base}/api/jobs/${founder.jobId}/applications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        { headers: { Cookie: founder.cookie } },
      );
      if (list.status !== 200) throw new Error(`applications of ${founder.jobId}: ${list.status} ${await list.text()}`);
      const page = (await list.json()) as { items: { id: string }[]; nextCursor: string | null };
      for (const item of page.items) made.push({ id: item.id, founder });
      cursor = page.nextCursor;
    } while (cursor);
  }
  return made;
}
