import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESUME_REQUIRED,
  type MyApplication,
  type ReceivedApplication,
  type StoredAnswers,
} from '../../../../shared/applications';
import type { JobQuestionInput } from '../../../../shared/job-questions';
import { emailOutbox, jobApplications } from '../../../db/schema';
import { buildJob } from '../../../seed/factories';
import { applicationForm, PDF_MINIMAL } from '../../../testing/images';
import { postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// A position's own questions: the founder asks up to five more after the two standard essays, the
// server holds answers to the same rules as the form, and a knockout answer closes the application
// with the founder's reason and never a word of the rule.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

const ids = {
  authorised: randomUUID(),
  github: randomUUID(),
  story: randomUUID(),
  level: randomUUID(),
  note: randomUUID(),
};
const questions: JobQuestionInput[] = [
  {
    id: ids.authorised,
    kind: 'yes_no',
    prompt: 'Are you authorised to work in the UK?',
    required: true,
    knockout: { answers: ['no'], reason: 'not_right_fit' },
  },
  { id: ids.github, kind: 'link', prompt: 'Link to your GitHub', required: false },
  { id: ids.story, kind: 'long_text', prompt: 'Tell us about a bug you loved', required: true, maxWords: 20 },
  {
    id: ids.level,
    kind: 'choice',
    prompt: 'Your TypeScript level',
    required: true,
    options: ['Beginner', 'Intermediate', 'Expert'],
    knockout: { answers: ['Beginner'], reason: 'more_experience' },
  },
  { id: ids.note, kind: 'short_text', prompt: 'Your notice period', required: false },
];
const goodAnswers = {
  [ids.authorised]: 'yes',
  [ids.github]: 'https://github.com/ana',
  [ids.story]: 'An off-by-one in a date picker.',
  [ids.level]: 'Expert',
  [ids.note]: 'Two weeks',
};

async function person(overrides = {}, options: { verified?: boolean } = {}) {
  const caller = t.client();
  const user = await caller.signUp(overrides, options);
  return { caller, user };
}

async function founderWithJob(extra: Record<string, unknown> = { questions }) {
  const owner = await person({ firstName: 'Owner' });
  const startup = await postStartupOk(owner.caller);
  const response = await owner.caller.request(`/api/startups/${startup.id}/jobs`, {
    json: { ...buildJob(), ...extra },
  });
  expect(response.status).toBe(201);
  const { job } = (await response.json()) as { job: { id: string; title: string; questions: unknown[] } };
  return { owner, startup, job };
}

const apply = (
  caller: ReturnType<TestApp['client']>,
  jobId: string,
  questionAnswers?: Record<string, string> | string,
) => caller.request(`/api/jobs/${jobId}/applications`, { form: applicationForm({ questionAnswers }) });

describe('a position asks its own questions', () => {
  it('keeps them in order with the position, and shows them to everyone who may apply', async () => {
    const { startup, job } = await founderWithJob();
    expect(job.questions.map((q) => (q as { id: string }).id)).toEqual(questions.map((q) => q.id));
    const visitor = t.client();
    const page = (await (await visitor.request(`/api/jobs/${job.id}/page`)).json()) as {
      job: { questions: { prompt: string }[] };
    };
    expect(page.job.questions.map((q) => q.prompt)).toEqual(questions.map((q) => q.prompt));
    const detail = (await (await visitor.request(`/api/startups/by-slug/${startup.slug}`)).json()) as {
      jobs: { questions: unknown[] }[];
    };
    expect(detail.jobs[0]!.questions).toHaveLength(5);
  });

  it('refuses what the form would refuse: a sixth question, one choice only, a closing answer not offered, a 10,000-word limit', async () => {
    const owner = await person();
    const startup = await postStartupOk(owner.caller);
    const post = (qs: unknown[]) =>
      owner.caller.request(`/api/startups/${startup.id}/jobs`, { json: { ...buildJob(), questions: qs } });
    const six = Array.from({ length: 6 }, () => ({
      id: randomUUID(),
      kind: 'short_text',
      prompt: 'Why us?',
      required: false,
    }));
    const cases: [unknown[], string, string][] = [
      [six, 'questions', 'A position can ask at most 5 questions of its own'],
      [
        [{ id: randomUUID(), kind: 'choice', prompt: 'Pick', required: true, options: ['Only'] }],
        'questions.0.options',
        'Please give at least 2 choices',
      ],
      [
        [
          {
            id: randomUUID(),
            kind: 'choice',
            prompt: 'Pick',
            required: true,
            options: ['A', 'B'],
            knockout: { answers: ['C'], reason: 'other' },
          },
        ],
        'questions.0.knockout.answers',
        'A closing answer must be one of the choices',
      ],
      [
        [
          {
            id: randomUUID(),
            kind: 'choice',
            prompt: 'Pick',
            required: true,
            options: ['A', 'B'],
            knockout: { answers: ['A', 'B'], reason: 'other' },
          },
        ],
        'questions.0.knockout.answers',
        'At least one choice must keep an application open',
      ],
      [
        [{ id: randomUUID(), kind: 'long_text', prompt: 'Essay', required: true, maxWords: 10_000 }],
        'questions.0.maxWords',
        'The word limit must be at most 500',
      ],
      [
        [{ id: randomUUID(), kind: 'essay', prompt: 'Essay', required: true }],
        'questions.0.kind',
        'Please choose what kind of answer the question takes',
      ],
      [
        [{ id: 'not-an-id', kind: 'link', prompt: 'Site', required: true }],
        'questions.0.id',
        'This question is not valid. Please add it again.',
      ],
    ];
    for (const [qs, field, message] of cases) {
      const response = await post(qs);
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(message);
    }
  });

  it('lets only the founder change them', async () => {
    const { owner, job } = await founderWithJob();
    const other = await person();
    const edited = { ...buildJob(), questions: questions.slice(0, 2) };
    expect((await other.caller.request(`/api/jobs/${job.id}`, { method: 'PUT', json: edited })).status).toBe(403);
    const response = await owner.caller.request(`/api/jobs/${job.id}`, { method: 'PUT', json: edited });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { job: { questions: unknown[] } }).job.questions).toHaveLength(2);
  });
});

describe('answering them', () => {
  it('keeps the answers with each question as it was asked, for the candidate, the founder and the export', async () => {
    const { owner, job } = await founderWithJob();
    const { caller } = await person({ firstName: 'Ana' });
    expect((await apply(caller, job.id, goodAnswers)).status).toBe(201);

    // The founder rewords a question afterwards: what was sent stays as it was read.
    await owner.caller.request(`/api/jobs/${job.id}`, {
      method: 'PUT',
      json: { ...buildJob(), questions: [{ ...questions[1], prompt: 'Your portfolio' }] },
    });

    const mine = ((await (await caller.request('/api/applications/mine')).json()) as { items: MyApplication[] })
      .items[0]!;
    expect(mine.status).toBe('submitted');
    expect(mine.answers.map((a) => [a.prompt, a.answer])).toEqual(questions.map((q) => [q.prompt, goodAnswers[q.id]]));

    const received = (
      (await (await owner.caller.request(`/api/jobs/${job.id}/applications`)).json()) as {
        items: ReceivedApplication[];
      }
    ).items[0]!;
    expect(received.answers.find((a) => a.questionId === ids.github)).toMatchObject({
      prompt: 'Link to your GitHub',
      answer: 'https://github.com/ana',
    });
    expect(received.knockout).toBeNull();

    const answers = (await (
      await owner.caller.request(`/api/applications/${mine.id}/answers`)
    ).json()) as StoredAnswers;
    expect(answers.answers).toHaveLength(5);

    const csv = await (await owner.caller.request('/api/applicants/export.csv')).text();
    expect(csv).toContain('Other questions');
    expect(csv).toContain('Are you authorised to work in the UK?: Yes');
    expect(csv).toContain('Your TypeScript level: Expert');

    // The applicants search reads the answers too (migration 0039), and again when they are replaced.
    const found = async (q: string) =>
      (
        (await (await owner.caller.request(`/api/applicants?q=${encodeURIComponent(q)}`)).json()) as {
          items: { id: string }[];
        }
      ).items.map((i) => i.id);
    expect(await found('date picker')).toEqual([mine.id]);
    // Applying again to the reworded position (one optional question left) replaces what it finds.
    expect((await apply(caller, job.id, { [ids.github]: '' })).status).toBe(201);
    expect(await found('date picker')).toEqual([]);
  });

  it('refuses a missing required answer, a choice not in the list, a bad link, too many words and answers to questions it does not ask', async () => {
    const { job } = await founderWithJob();
    const { caller } = await person();
    const cases: [Record<string, string> | string, string, string][] = [
      [{ ...goodAnswers, [ids.authorised]: '' }, `questionAnswers.${ids.authorised}`, 'Please choose an answer'],
      [
        { ...goodAnswers, [ids.level]: 'Wizard' },
        `questionAnswers.${ids.level}`,
        'Please choose one of the answers offered',
      ],
      [{ ...goodAnswers, [ids.authorised]: 'maybe' }, `questionAnswers.${ids.authorised}`, 'Please choose yes or no'],
      [
        { ...goodAnswers, [ids.github]: 'javascript:alert(1)' },
        `questionAnswers.${ids.github}`,
        'Please enter a link that starts with https://',
      ],
      [
        { ...goodAnswers, [ids.story]: 'word '.repeat(21) },
        `questionAnswers.${ids.story}`,
        'Please keep this answer to 20 words or fewer',
      ],
      [
        { ...goodAnswers, [randomUUID()]: 'hello' },
        'questionAnswers',
        'The questions of this position have changed. Please reload the page.',
      ],
      ['{not json', 'questionAnswers', 'Your answers could not be read. Please reload the page and try again.'],
      [
        JSON.stringify({ [ids.authorised]: 42 }),
        'questionAnswers',
        'Your answers could not be read. Please reload the page and try again.',
      ],
    ];
    for (const [sent, field, message] of cases) {
      const response = await apply(caller, job.id, sent);
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field], field).toBe(message);
    }
    // Optional questions may stay unanswered; nothing above was stored.
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toHaveLength(0);
    expect(
      (await apply(caller, job.id, { [ids.authorised]: 'yes', [ids.story]: 'Short.', [ids.level]: 'Intermediate' }))
        .status,
    ).toBe(201);
  });

  it('a position without questions of its own takes the two answers alone, as before', async () => {
    const { job } = await founderWithJob({});
    const { caller } = await person();
    expect((await apply(caller, job.id)).status).toBe(201);
  });
});

describe('a knockout answer', () => {
  it("closes the application with the founder's reason; the candidate hears the reason, never the rule", async () => {
    const { owner, job } = await founderWithJob();
    const { caller, user } = await person({ firstName: 'Ben' }, { verified: true });
    expect((await apply(caller, job.id, { ...goodAnswers, [ids.level]: 'Beginner' })).status).toBe(201);

    const mine = ((await (await caller.request('/api/applications/mine')).json()) as { items: MyApplication[] })
      .items[0]!;
    expect(mine.status).toBe('rejected');
    expect(mine.rejection).toEqual({ reason: 'more_experience', message: null });
    const own = (await (await caller.request(`/api/applications/${mine.id}/answers`)).json()) as StoredAnswers;
    expect(own.knockout).toBeNull();

    // The timeline: sent, then declined by the startup (not by "the platform"), in that order.
    const timeline = (await (await caller.request(`/api/applications/${mine.id}/timeline`)).json()) as {
      events: { kind: string; toStatus: string; by: string }[];
    };
    expect(timeline.events.map((e) => [e.kind, e.toStatus, e.by])).toEqual([
      ['submitted', 'submitted', 'candidate'],
      ['status', 'rejected', 'founder'],
    ]);

    // The same kind note as any rejection: the reason's words, nothing of a question.
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, 'application_status')));
    expect(email!.text).toContain('We are looking for more experience');
    expect(email!.text).not.toMatch(/question|TypeScript level|Beginner|knockout/i);

    // The founder sees which question closed it.
    const team = (await (await owner.caller.request(`/api/applications/${mine.id}/answers`)).json()) as StoredAnswers;
    expect(team.knockout).toEqual({ prompt: 'Your TypeScript level', answer: 'Beginner' });
    const csv = await (await owner.caller.request('/api/applicants/export.csv')).text();
    expect(csv).toContain('We are looking for more experience');
  });

  it('applying again with other answers starts the application over, open', async () => {
    const { owner, job } = await founderWithJob();
    const { caller } = await person();
    await apply(caller, job.id, { ...goodAnswers, [ids.authorised]: 'no' });
    expect((await apply(caller, job.id, goodAnswers)).status).toBe(201);
    const received = (
      (await (await owner.caller.request(`/api/jobs/${job.id}/applications`)).json()) as {
        items: ReceivedApplication[];
      }
    ).items[0]!;
    expect(received.status).toBe('submitted');
    expect(received.rejection).toBeNull();
    expect(received.knockout).toBeNull();
  });

  it('another founder reads no answers', async () => {
    const { job } = await founderWithJob();
    const { caller } = await person();
    await apply(caller, job.id, goodAnswers);
    const mine = ((await (await caller.request('/api/applications/mine')).json()) as { items: MyApplication[] })
      .items[0]!;
    const other = await person();
    expect((await other.caller.request(`/api/applications/${mine.id}/answers`)).status).toBe(403);
    expect((await other.caller.request(`/api/jobs/${job.id}/applications`)).status).toBe(403);
  });
});

describe('answers given before', () => {
  it('are offered again for the same wording and kind, only where they still fit, and only to their author', async () => {
    const first = await founderWithJob();
    const { caller } = await person();
    const sent = await apply(caller, first.job.id, {
      ...goodAnswers,
      [ids.story]: 'It took twelve words to tell this story of a bug I loved.',
    });
    expect(sent.status, await sent.clone().text()).toBe(201);

    const same = { ...questions[0]!, id: randomUUID() };
    const reworded = { ...questions[1]!, id: randomUUID(), prompt: 'Your GitHub, please' };
    const fewerChoices = {
      id: randomUUID(),
      kind: 'choice',
      prompt: 'Your TypeScript level',
      required: true,
      options: ['Beginner', 'Intermediate'],
      knockout: null,
    } as const;
    const shorter = {
      id: randomUUID(),
      kind: 'long_text',
      prompt: 'Tell us about a bug you loved',
      required: true,
      maxWords: 10,
    } as const;
    const second = await founderWithJob({ questions: [same, reworded, fewerChoices, shorter] });

    const offered = (await (await caller.request(`/api/jobs/${second.job.id}/previous-answers`)).json()) as {
      startupCultureAnswer: string | null;
      questionAnswers: Record<string, string>;
    };
    expect(offered.startupCultureAnswer).toBe('I love building from zero with a small team.');
    // The same question is offered its answer; a reworded one, a choice no longer offered and an answer too long are not.
    expect(offered.questionAnswers).toEqual({ [same.id]: 'yes' });

    const stranger = await person();
    const none = (await (await stranger.caller.request(`/api/jobs/${second.job.id}/previous-answers`)).json()) as {
      startupCultureAnswer: string | null;
      questionAnswers: Record<string, string>;
    };
    expect(none).toEqual({ startupCultureAnswer: null, problemSolvingAnswer: null, questionAnswers: {} });
    expect((await t.client().request(`/api/jobs/${second.job.id}/previous-answers`)).status).toBe(401);
  });
});

describe('applying with a kept resume', () => {
  const keptForm = (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('name', name);
    form.append('resume', new File([new Uint8Array(bytes)], `${name}.pdf`, { type: 'application/pdf' }));
    return form;
  };
  const formWithout = (fields: Record<string, string>) => {
    const form = new FormData();
    form.append('startupCultureAnswer', 'I love building from zero with a small team.');
    form.append('problemSolvingAnswer', 'I automated our release checklist.');
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  };

  it('sends a copy of the kept file: the application keeps it when the kept one is removed', async () => {
    const { owner, job } = await founderWithJob({});
    const { caller } = await person();
    const pdf = Buffer.concat([PDF_MINIMAL, Buffer.from('% kept for applying\n')]);
    const kept = (await (await caller.request('/api/resumes', { form: keptForm('Main', pdf) })).json()) as {
      resume: { id: string };
    };
    const response = await caller.request(`/api/jobs/${job.id}/applications`, {
      form: formWithout({ resumeId: kept.resume.id }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await caller.request(`/api/resumes/${kept.resume.id}`, { method: 'DELETE' })).status).toBe(200);

    const received = (
      (await (await owner.caller.request(`/api/jobs/${job.id}/applications`)).json()) as {
        items: ReceivedApplication[];
      }
    ).items[0]!;
    const download = await owner.caller.request(`/api/applications/${received.id}/resume`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("refuses another member's kept resume, none at all, and a kept one with a file besides", async () => {
    const { job } = await founderWithJob({});
    const owner = await person();
    const kept = (await (
      await owner.caller.request('/api/resumes', { form: keptForm('Mine', PDF_MINIMAL) })
    ).json()) as { resume: { id: string } };
    const { caller } = await person();

    const stolen = await caller.request(`/api/jobs/${job.id}/applications`, {
      form: formWithout({ resumeId: kept.resume.id }),
    });
    expect(stolen.status).toBe(404);
    const none = await caller.request(`/api/jobs/${job.id}/applications`, { form: formWithout({}) });
    expect(none.status).toBe(400);
    expect(((await none.json()) as ErrorBody).error.fields?.resume).toBe(RESUME_REQUIRED);
    const mine = (await (await caller.request('/api/resumes', { form: keptForm('Mine too', PDF_MINIMAL) })).json()) as {
      resume: { id: string };
    };
    const both = applicationForm();
    both.append('resumeId', mine.resume.id);
    const twice = await caller.request(`/api/jobs/${job.id}/applications`, { form: both });
    expect(twice.status).toBe(400);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toHaveLength(0);
  });
});
