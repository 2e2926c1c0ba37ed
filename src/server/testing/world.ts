import { eq, inArray } from 'drizzle-orm';
import { blogPosts, jobApplications, jobs, memberResumes, pipelineStages, startups } from '../db/schema';
import type { SignUpInput } from '../../shared/auth';
import { buildJob, buildStartup, insertJob, insertStartup } from '../seed/factories';
import { KEPT_RESUMES_FOLDER } from '../features/hiring/resumes/resumes.service';
import { newFileKey } from '../storage/uploads';
import { applicationForm, imageForm, keptResumeForm, PDF_MINIMAL, PNG_1X1 } from './images';
import { postStartupOk, uploadLogo } from './startups';
import { createTestSession } from '../auth/test-sessions';
import { TEST_ORIGIN, type TestApp } from './test-app';

// One small world per test file, made through the real routes: who is who, and what each one owns.

/** The callers of the access matrix. `member` is signed in and has nothing to do with the resources. */
export const ROLES = ['visitor', 'member', 'owner', 'applicant', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'visitor'>;

export const ADMIN_EMAIL = 'admin@example.com'; // createTestApp's ADMIN_EMAILS

/** `totpSecret`: the authenticator app of a person who has it on (the administrator: admin powers need it, decision 046). */
export type Person = { id: string; email: string; password: string; cookie: string; totpSecret?: string };
/** `bearer`: a personal API token sent as a script would (decision 049); give `cookie: ''` to send it alone. */
export type SendInit = {
  method?: string;
  json?: unknown;
  form?: FormData;
  body?: string | FormData;
  contentType?: string;
  cookie?: string;
  bearer?: string;
};

/** A post body for POST/PUT /api/blog/posts; the slug must be unique. */
export function buildPost(slug: string, status: 'published' | 'draft' = 'published') {
  return {
    title: 'How we found our first customers',
    slug,
    category: 'founder-stories',
    content: '<p>We started by talking to fifty people.</p>',
    excerpt: 'Fifty conversations, three customers.',
    status,
    tags: ['sales'],
  };
}

export async function seedWorld(t: TestApp) {
  let sequence = 0;
  const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

  async function signUp(overrides: Partial<SignUpInput> = {}, options: { verified?: boolean } = {}): Promise<Person> {
    const caller = t.client();
    const user = await caller.signUp(overrides, options);
    return {
      id: user.id,
      email: user.email,
      password: user.password,
      cookie: caller.cookie,
      totpSecret: user.totpSecret,
    };
  }

  /**
   * A request as `role` would send it from the browser; the answer never changes the role's cookie.
   * What follows its events has happened when it answers, as with the test app's client.
   */
  async function send(role: Role, path: string, init: SendInit = {}) {
    const headers: Record<string, string> = { Origin: TEST_ORIGIN };
    const cookie = init.cookie ?? (role === 'visitor' ? '' : people[role].cookie);
    if (cookie) headers.Cookie = cookie;
    if (init.bearer !== undefined) headers.Authorization = `Bearer ${init.bearer}`;
    let body: string | FormData | undefined = init.form ?? init.body;
    if (init.json !== undefined) body = JSON.stringify(init.json);
    if (init.json !== undefined || init.contentType) headers['Content-Type'] = init.contentType ?? 'application/json';
    const response = await t.app.request(path, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    await t.drainEvents();
    return response;
  }

  async function expectOk(response: Response, what: string) {
    if (!response.ok) throw new Error(`world: ${what} failed: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }

  const ownerCaller = t.client();
  const ownerUser = await ownerCaller.signUp({ firstName: 'Olivia', lastName: 'Owner' });
  const owner: Person = {
    id: ownerUser.id,
    email: ownerUser.email,
    password: ownerUser.password,
    cookie: ownerCaller.cookie,
  };
  const startupInput = buildStartup({ logoUrl: await uploadLogo(ownerCaller) });
  const startup = { ...(await postStartupOk(ownerCaller, startupInput)), input: startupInput };
  const { job } = (await expectOk(
    await ownerCaller.request(`/api/startups/${startup.id}/jobs`, { json: buildJob() }),
    'job',
  )) as { job: { id: string } };

  const applicant = await signUp({ firstName: 'Ana', lastName: 'Applicant' });
  const member = await signUp({ firstName: 'Max', lastName: 'Member' });
  // Administrator rights need a verified address: the admin confirms it with the e-mailed code.
  const admin = await signUp({ email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' }, { verified: true });
  const people: Record<SignedInRole, Person> = { member, owner, applicant, admin };

  await expectOk(
    await send('applicant', `/api/jobs/${job.id}/applications`, { form: applicationForm() }),
    'application',
  );
  const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, applicant.id));
  // The applicant hides their profile: only the founder they applied to and the administrator see it in full.
  await expectOk(
    await send('applicant', '/api/account/settings', { method: 'PUT', json: settingsOf('applicant') }),
    'settings',
  );
  const { items: ownerNotices } = (await expectOk(await send('owner', '/api/notifications'), 'notifications')) as {
    items: { id: string }[];
  };
  // The owner keeps a resume on their profile: theirs alone, the administrator's neither.
  const { resume: keptResume } = (await expectOk(
    await send('owner', '/api/resumes', { form: keptResumeForm('Owner resume') }),
    'kept resume',
  )) as { resume: { id: string } };

  const post = (await expectOk(
    await send('admin', '/api/blog/posts', { json: buildPost(unique('published')) }),
    'post',
  )) as { post: { id: string; slug: string } };
  const draft = (await expectOk(
    await send('admin', '/api/blog/posts', { json: buildPost(unique('draft'), 'draft') }),
    'draft',
  )) as { post: { id: string; slug: string } };

  /** Rows made for one destructive call; whatever the call left is removed after it, so the world stays as it was. */
  const leftovers = {
    startups: [] as string[],
    jobs: [] as string[],
    applications: [] as string[],
    posts: [] as string[],
    keptResumes: [] as string[],
    stages: [] as string[],
  };
  const throwaway = {
    async startup() {
      const row = await insertStartup(t.db, owner.id, { slug: unique('throwaway') });
      leftovers.startups.push(row.id);
      return row.id;
    },
    async job() {
      const row = await insertJob(t.db, startup.id);
      leftovers.jobs.push(row.id);
      return row.id;
    },
    /** The applicant's application to a new job of the owner's startup. */
    async application() {
      const jobId = await throwaway.job();
      await expectOk(
        await send('applicant', `/api/jobs/${jobId}/applications`, { form: applicationForm() }),
        'throwaway application',
      );
      const [row] = await t.db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(eq(jobApplications.jobId, jobId));
      leftovers.applications.push(row!.id);
      return row!.id;
    },
    /** A resume the owner keeps besides their default (written straight to the table: the API counts uploads by the hour). */
    async keptResume() {
      const key = newFileKey(KEPT_RESUMES_FOLDER, owner.id, 'pdf');
      await t.storage.put(key, PDF_MINIMAL, 'application/pdf');
      const [row] = await t.db
        .insert(memberResumes)
        .values({ userId: owner.id, name: unique('throwaway'), storageKey: key, sizeBytes: PDF_MINIMAL.length })
        .returning({ id: memberResumes.id });
      leftovers.keptResumes.push(row!.id);
      return row!.id;
    },
    /** An own stage of the world's startup, for a DELETE that has something to remove (a startup has at most 8). */
    async stage() {
      const [row] = await t.db
        .insert(pipelineStages)
        .values({ startupId: startup.id, name: unique('Gone').slice(0, 30), candidateView: 'previous', position: 99 })
        .returning({ id: pipelineStages.id });
      leftovers.stages.push(row!.id);
      return row!.id;
    },
    async post() {
      const created = (await expectOk(
        await send('admin', '/api/blog/posts', { json: buildPost(unique('throwaway')) }),
        'throwaway post',
      )) as { post: { id: string } };
      leftovers.posts.push(created.post.id);
      return created.post.id;
    },
  };

  async function removeLeftovers() {
    if (leftovers.applications.length)
      await t.db.delete(jobApplications).where(inArray(jobApplications.id, leftovers.applications));
    if (leftovers.jobs.length) await t.db.delete(jobs).where(inArray(jobs.id, leftovers.jobs));
    if (leftovers.startups.length) await t.db.delete(startups).where(inArray(startups.id, leftovers.startups));
    if (leftovers.posts.length) await t.db.delete(blogPosts).where(inArray(blogPosts.id, leftovers.posts));
    if (leftovers.keptResumes.length)
      await t.db.delete(memberResumes).where(inArray(memberResumes.id, leftovers.keptResumes));
    if (leftovers.stages.length) await t.db.delete(pipelineStages).where(inArray(pipelineStages.id, leftovers.stages));
    for (const list of Object.values(leftovers)) list.length = 0;
  }

  /**
   * A second session of the person, for calls that end the session they are sent with. Made without
   * signing in (decision 074): signing in again with the authenticator app spends one of its three codes
   * in each 30 s, and the matrix needs a fresh administrator session a dozen times a minute. A person
   * with the app on gets a session that proved it, as their sign-in with its code would.
   */
  async function signedInAgain(person: Person): Promise<string> {
    const session = await createTestSession(t.auth, t.db, person.id, { secondFactor: !!person.totpSecret });
    return session.cookie;
  }
  const freshSession = (role: SignedInRole) => signedInAgain(people[role]);

  return {
    t,
    people,
    startup,
    job,
    application: application!,
    ownerNotification: ownerNotices[0]!,
    keptResume,
    post: post.post,
    draft: draft.post,
    send,
    unique,
    throwaway,
    removeLeftovers,
    freshSession,
    signedInAgain,
    /** A logo the role uploaded, as POST /api/startups requires. */
    async logoOf(role: Role) {
      const response = await send(role, '/api/startups/logo', {
        form: imageForm('logo', PNG_1X1, 'logo.png', 'image/png'),
      });
      return response.ok ? ((await response.json()) as { logoUrl: string }).logoUrl : startup.logoUrl;
    },
  };
}

/** The settings each role keeps; only the applicant hides their profile. */
export function settingsOf(role: Role) {
  return {
    emailNotifications: true,
    statusUpdates: true,
    jobRecommendations: false,
    followedStartups: true,
    messageEmails: true,
    hiringReminders: true,
    applicationDigest: true,
    showProfile: role !== 'applicant',
    allowMessages: true,
  };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;
