import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantsPage } from '../../../../shared/applicants';
import { jobApplications } from '../../../db/schema';
import { createLogger } from '../../../lib/logger';
import { applicationForm } from '../../../testing/images';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { closePdfText } from './pdf-text';
import { indexResumes } from './resume-indexer';

const DEMO_RESUME = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../seed/assets/demo-resume.pdf'),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closePdfText();
  await t.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
const index = () => indexResumes({ db: t.db, storage: t.storage, logger: createLogger('silent') });

describe('searching applicants', () => {
  it('finds applications by words in the resume, the answers or the name, and shows where they matched', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const job = await postJobOk(founder, startup.id);
    const withResume = t.client();
    const resumeUser = await withResume.signUp({ firstName: 'Ravi', lastName: 'Quintero' });
    await withResume.request(`/api/jobs/${job.id}/applications`, { form: applicationForm({ resume: DEMO_RESUME }) });
    const withAnswers = t.client();
    await withAnswers.signUp({ firstName: 'Lena', lastName: 'Okafor' });
    // The test's minimal PDF has no text to read: the answers and the name are still found.
    await withAnswers.request(`/api/jobs/${job.id}/applications`, {
      form: applicationForm({ startupCultureAnswer: 'I maintain a Kubernetes operator in my spare time.' }),
    });

    const search = async (q: string) =>
      (await json<ApplicantsPage>(await founder.request(`/api/applicants?q=${encodeURIComponent(q)}`))).items;
    // Not read yet: not found.
    expect(await search('PostgreSQL')).toEqual([]);
    expect(await index()).toBe(2);
    expect(await index()).toBe(0);

    const [found, ...others] = await search('PostgreSQL');
    expect(others).toEqual([]);
    expect(found!.applicant.firstName).toBe('Ravi');
    expect(found!.match).toContain('«PostgreSQL»');
    expect((await search('kubernetes operator')).map((r) => r.applicant.firstName)).toEqual(['Lena']);
    expect((await search('Quintero')).map((r) => r.applicant.firstName)).toEqual(['Ravi']);
    expect(await search('haskell')).toEqual([]);
    // Without a search there is no match line.
    expect(
      (await json<ApplicantsPage>(await founder.request('/api/applicants'))).items.every((r) => r.match === null),
    ).toBe(true);
    // Someone else's applicants are not searched.
    const member = t.client();
    await member.signUp();
    expect((await json<ApplicantsPage>(await member.request('/api/applicants?q=PostgreSQL'))).items).toEqual([]);

    // Applying again with another resume: read again.
    await withResume.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
    const [row] = await t.db
      .select({ key: jobApplications.indexedResumeKey })
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, resumeUser.id));
    expect(row!.key).toBeNull();
    expect(await search('PostgreSQL')).toEqual([]);
    expect(await index()).toBe(1);
    expect(await search('PostgreSQL')).toEqual([]);
    expect((await search('Quintero')).map((r) => r.applicant.firstName)).toEqual(['Ravi']);
  });
});
