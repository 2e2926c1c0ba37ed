import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../db/schema';
import { buildJob } from '../seed/factories';
import { applicationForm } from '../testing/images';
import { postStartupOk } from '../testing/startups';
import { startTestSmtp } from '../testing/smtp';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createLogger } from '../lib/logger';
import { createMailTransport } from './transport';
import { startOutboxWorker } from './worker';

// The three transactional e-mails, from the events that cause them to a real SMTP server on 127.0.0.1.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

describe('transactional e-mails over SMTP', () => {
  it('delivers welcome, startup created and application status to the right people', async () => {
    // Both receive e-mails they did not ask for ("startup created", a status), which go only to a proved address.
    const founder = t.client();
    const founderUser = await founder.signUp({ firstName: 'Fatima', email: 'fatima@example.com' }, { verified: true });
    const startup = await postStartupOk(founder, { name: 'Mailbox Labs' });
    const job = (
      (await (
        await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob({ title: 'Growth Lead' }) })
      ).json()) as { job: { id: string } }
    ).job;
    const applicant = t.client();
    const applicantUser = await applicant.signUp(
      { firstName: 'Arjun', email: 'arjun@example.com' },
      { verified: true },
    );
    await applicant.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() });
    const [application] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, applicantUser.id));
    await founder.request(`/api/applications/${application!.id}/status`, {
      method: 'PATCH',
      json: { status: 'reviewed' },
    });

    const logger = createLogger('silent');
    const worker = startOutboxWorker({
      db: t.db,
      transport: createMailTransport(`smtp://127.0.0.1:${smtp.port}`, logger),
      from: 'Liftoff <no-reply@liftoff.dev>',
      logger,
      autoStart: false,
    });
    while ((await worker.runOnce()) > 0);
    await worker.stop();

    const to = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => unfold(m.raw));
    const founderMail = to(founderUser.email);
    expect(founderMail.some((m) => m.includes('Subject: Welcome to Liftoff, Fatima!'))).toBe(true);
    expect(
      founderMail.some(
        (m) => m.includes('Subject: Mailbox Labs is live on Liftoff') && m.includes('/startup/mailbox-labs'),
      ),
    ).toBe(true);
    const applicantMail = to(applicantUser.email);
    expect(applicantMail.some((m) => m.includes('Subject: Welcome to Liftoff, Arjun!'))).toBe(true);
    // The status e-mail by its subject: the receipt of the application names the position too.
    const status = applicantMail.find((m) =>
      m.includes('Subject: Your application for Growth Lead at Mailbox Labs: reviewed'),
    );
    expect(status).toContain('reviewed');
    expect(status).toContain('/dashboard');
    const receipt = applicantMail.find((m) =>
      /^Subject: Your application for Growth Lead at Mailbox Labs\r?$/m.test(m),
    );
    // Quoted-printable writes '=' as =3D.
    expect(receipt?.replace(/=3D/g, '=')).toContain(`/dashboard?tab=applications&application=${application!.id}`);
  });
});
