import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_LABELS, QUESTIONS } from '../../../../shared/applications';
import type { JobQuestionInput } from '../../../../shared/job-questions';
import { emailOutbox, jobApplications } from '../../../db/schema';
import { emailDateTime } from '../../../email/templates/dates';
import { buildJob } from '../../../seed/factories';
import { applicationForm } from '../../../testing/images';
import { deliverOutbox, startTestSmtp } from '../../../testing/smtp';
import { postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// The candidate's receipt of their application, written to the outbox by the
// subscriber of application.submitted and sent by its worker to a real SMTP server on this machine.

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

/** What the outbox worker would send by now, sent. */
const deliver = () => deliverOutbox(t.db, smtp.port);
/** The raw message as a mail client reads it: soft line breaks and folded headers undone. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
const received = (to: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(to) && /^Subject: Your application for /m.test(unfold(mail.raw)))
    .map((mail) => unfold(mail.raw));
const receipts = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'application_receipt')));
const allOn = {
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
const unique = (word: string) => `${word} ${Math.random().toString(36).slice(2, 7)}`;

/** A founder's open position, and a candidate (a proved address unless told otherwise). */
async function position(candidate: { verified?: boolean; questions?: JobQuestionInput[] } = {}) {
  const founder = t.client();
  const founderUser = await founder.signUp({ firstName: 'Fiona' }, { verified: true });
  const startup = await postStartupOk(founder, { name: unique('Receipt Labs') });
  const response = await founder.request(`/api/startups/${startup.id}/jobs`, {
    json: { ...buildJob({ title: 'Growth Lead' }), questions: candidate.questions ?? [] },
  });
  expect(response.status).toBe(201);
  const { job } = (await response.json()) as { job: { id: string } };
  const caller = t.client();
  const user = await caller.signUp({ firstName: 'Dana', lastName: 'Reyes' }, { verified: candidate.verified ?? true });
  const apply = async (form = applicationForm()) => {
    expect((await caller.request(`/api/jobs/${job.id}/applications`, { form })).status).toBe(201);
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.applicantId, user.id)));
    return row!;
  };
  return { founderUser, startup, job, caller, user, apply };
}

describe("the candidate's receipt of an application", () => {
  it('says what they applied for, when, what they sent and where to follow it, with no attachment and no unsubscribe', async () => {
    const { founderUser, startup, user, apply } = await position();
    const application = await apply(
      applicationForm({
        startupCultureAnswer: 'Small teams <ship> fast & learn faster.',
        problemSolvingAnswer: 'I rebuilt our deploy script.\nReleases went from a day to an hour.',
      }),
    );
    await deliver();

    const [row, ...more] = await receipts(user.email);
    expect(more).toEqual([]);
    expect(row!.subject).toBe(`Your application for Growth Lead at ${startup.name}`);
    expect(row!.text).toContain('Hi Dana,');
    expect(row!.text).toContain(
      `Your application for Growth Lead at ${startup.name} was sent on ${emailDateTime(application.createdAt)}.`,
    );
    // The two answers of every application, under their headings, with the question asked.
    expect(row!.text).toContain(
      `${ANSWER_LABELS.startupCulture}\n${QUESTIONS.startupCulture}\n\nSmall teams <ship> fast & learn faster.`,
    );
    expect(row!.text).toContain(
      `${ANSWER_LABELS.problemSolving}\n${QUESTIONS.problemSolving}\n\nI rebuilt our deploy script.\nReleases went from a day to an hour.`,
    );
    expect(row!.text).toContain('Your resume (PDF) was attached to the application.');
    const follow = `${t.config.publicUrl}/dashboard?tab=applications&application=${application.id}`;
    expect(row!.text).toContain(`Follow your application: ${follow}`);
    // The HTML escapes what the candidate wrote.
    expect(row!.html).toContain('Small teams &lt;ship&gt; fast &amp; learn faster.');
    expect(row!.html).toContain(`href="${follow.replace(/&/g, '&amp;')}"`);
    // About their own action: no way out but "E-mail notifications".
    expect(row!.headers ?? {}).not.toHaveProperty('List-Unsubscribe');
    expect(row!.text).not.toContain('Unsubscribe');

    const [mail, ...others] = received(user.email);
    expect(others).toEqual([]);
    expect(mail).toContain(`Subject: Your application for Growth Lead at ${startup.name}`);
    expect(mail).toContain('Small teams <ship> fast & learn faster.');
    expect(mail).not.toMatch(/^List-Unsubscribe/m);
    // The resume is mentioned, never attached.
    expect(mail).not.toMatch(/Content-Disposition: attachment/i);
    expect(mail).not.toContain('application/pdf');
    // The founder gets the bell's notice, not a receipt.
    expect(await receipts(founderUser.email)).toEqual([]);
  });

  it("lists the answers to the position's own questions, each under its question, even one that closed the application", async () => {
    const ids = { lisbon: crypto.randomUUID(), github: crypto.randomUUID(), note: crypto.randomUUID() };
    const questions: JobQuestionInput[] = [
      {
        id: ids.lisbon,
        kind: 'yes_no',
        prompt: 'Can you work from Lisbon?',
        required: true,
        knockout: { answers: ['no'], reason: 'not_right_fit' },
      },
      { id: ids.github, kind: 'link', prompt: 'Your GitHub <profile>', required: false },
      { id: ids.note, kind: 'short_text', prompt: 'Anything else?', required: false },
    ];
    const { user, apply } = await position({ questions });
    const application = await apply(
      applicationForm({ questionAnswers: { [ids.lisbon]: 'no', [ids.github]: 'https://github.com/dana' } }),
    );
    // The knockout closed it at once; the receipt still says what was sent (the status e-mail says the rest).
    expect(application.status).toBe('rejected');

    const [row] = await receipts(user.email);
    expect(row!.text).toContain('Can you work from Lisbon?\n\nNo');
    expect(row!.text).toContain('Your GitHub <profile>\n\nhttps://github.com/dana');
    expect(row!.text).toContain('Anything else?\n\nNot answered');
    // In the order asked, after the two answers of every application and before the resume.
    const order = ['Can you work from Lisbon?', 'Your GitHub', 'Anything else?', 'Resume\n'].map((text) =>
      row!.text.indexOf(text),
    );
    expect(order.every((at) => at > row!.text.indexOf(ANSWER_LABELS.problemSolving))).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(row!.html).toContain('Your GitHub &lt;profile&gt;');
  });

  it('comes again with what they sent when they apply again, the newest replacing one not yet sent', async () => {
    const { user, apply } = await position();
    await apply(applicationForm({ startupCultureAnswer: 'First try.' }));
    await deliver();
    const second = await apply(applicationForm({ startupCultureAnswer: 'Second try.' }));
    await deliver();
    const [first, again] = received(user.email);
    expect(first).toContain('First try.');
    expect(again).toContain('Second try.');
    expect(again).toContain(emailDateTime(second.createdAt));

    // Twice before the worker runs: one receipt, of the answers they sent last.
    await apply(applicationForm({ startupCultureAnswer: 'Third try.' }));
    await apply(applicationForm({ startupCultureAnswer: 'Fourth try.' }));
    await deliver();
    const all = received(user.email);
    expect(all).toHaveLength(3);
    expect(all[2]).toContain('Fourth try.');
    expect(all.some((mail) => mail.includes('Third try.'))).toBe(false);
  });

  it('is not sent with "E-mail notifications" off, nor to an address nobody proved', async () => {
    const off = await position();
    expect(
      (
        await off.caller.request('/api/account/settings', {
          method: 'PUT',
          json: { ...allOn, emailNotifications: false },
        })
      ).status,
    ).toBe(200);
    await off.apply();
    const unproved = await position({ verified: false });
    await unproved.apply();
    await deliver();
    expect(await receipts(off.user.email)).toEqual([]);
    expect(await receipts(unproved.user.email)).toEqual([]);
    expect(received(off.user.email)).toEqual([]);

    // Every other switch off leaves it on: it is about their own action.
    const others = await position();
    const kindsOff = {
      ...allOn,
      statusUpdates: false,
      jobRecommendations: false,
      followedStartups: false,
      messageEmails: false,
      hiringReminders: false,
      applicationDigest: false,
    };
    expect((await others.caller.request('/api/account/settings', { method: 'PUT', json: kindsOff })).status).toBe(200);
    await others.apply();
    expect(await receipts(others.user.email)).toHaveLength(1);
  });
});
