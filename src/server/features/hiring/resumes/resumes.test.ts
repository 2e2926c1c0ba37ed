import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESUME_NOT_A_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from '../../../../shared/applications';
import {
  KEPT_RESUME_NAME_REQUIRED,
  KEPT_RESUME_NAME_TOO_LONG,
  KEPT_RESUME_NOT_FOUND,
  KEPT_RESUMES_LIMIT_MESSAGE,
  KEPT_RESUMES_MAX,
  RESUME_MAX_BYTES,
  resumeNameFromFile,
  type KeptResume,
} from '../../../../shared/resumes';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../../shared/fields';
import { memberResumes } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { hitRateLimit } from '../../../lib/rate-limit';
import { UPLOAD_RATE_MESSAGE, UPLOAD_RATE_WINDOW_SECONDS, UPLOAD_RULES } from '../../../storage/upload-quota';
import { PDF_MINIMAL, PNG_1X1 } from '../../../testing/images';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { readKeptResume } from './resumes.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
type ErrorBody = { error: { message: string; code?: string; fields?: Record<string, string> } };
type List = { items: KeptResume[] };
type Saved = List & { resume: KeptResume };

const json = async <T>(response: Response) => (await response.json()) as T;

function resumeForm({
  name,
  file = PDF_MINIMAL,
  fileName = 'resume.pdf',
  type = 'application/pdf',
}: { name?: string; file?: Buffer | null; fileName?: string; type?: string } = {}) {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  if (file) form.append('resume', new File([new Uint8Array(file)], fileName, { type }));
  return form;
}

/** A PDF whose bytes say which one it is. */
const pdfNumbered = (n: number) => Buffer.concat([PDF_MINIMAL, Buffer.from(`% copy ${n}\n`)]);

async function member() {
  const caller = t.client();
  const user = await caller.signUp();
  return { caller, user };
}

async function keep(caller: Caller, options: Parameters<typeof resumeForm>[0] = {}) {
  const response = await caller.request('/api/resumes', { form: resumeForm(options) });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Saved>(response);
}

const list = async (caller: Caller) => (await json<List>(await caller.request('/api/resumes'))).items;
const filesOf = async (userId: string) => {
  const keys: string[] = [];
  for await (const key of t.storage.list(`kept-resumes/${userId}`)) keys.push(key);
  return keys;
};
const keyOf = async (id: string) =>
  (await t.db.select({ key: memberResumes.storageKey }).from(memberResumes).where(eq(memberResumes.id, id)))[0]!.key;

describe('kept resumes', () => {
  it('keeps named PDFs, lists them default first then newest, and downloads one as its member named it', async () => {
    const { caller, user } = await member();
    expect(await list(caller)).toEqual([]);

    const first = await keep(caller, { name: '  Product roles  ', file: pdfNumbered(1) });
    expect(first.resume).toMatchObject({ name: 'Product roles', sizeBytes: pdfNumbered(1).length, isDefault: true });
    // No name: the file's own, without .pdf.
    const second = await keep(caller, { name: '', fileName: 'Zoë CV (2026).PDF', file: pdfNumbered(2) });
    expect(second.resume).toMatchObject({ name: 'Zoë CV (2026)', isDefault: false });
    const third = await keep(caller, { fileName: 'engineering.pdf' });
    expect(third.resume.name).toBe('engineering');
    expect(third.items.map((r) => r.id)).toEqual([first.resume.id, third.resume.id, second.resume.id]);
    expect((await list(caller)).map((r) => r.id)).toEqual([first.resume.id, third.resume.id, second.resume.id]);
    expect(await filesOf(user.id)).toHaveLength(3);

    const download = await caller.request(`/api/resumes/${second.resume.id}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Zoe-CV-2026-.pdf"; filename*=UTF-8''Zo%C3%AB-CV-2026-.pdf`,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdfNumbered(2));

    // What applying reads: the bytes and the name, of the caller's own resume only.
    const read = await readKeptResume({ db: t.db, storage: t.storage, userId: user.id, resumeId: first.resume.id });
    expect(Buffer.from(read.bytes)).toEqual(pdfNumbered(1));
    expect(read.name).toBe('Product roles');
    const { user: stranger } = await member();
    const refused = await readKeptResume({
      db: t.db,
      storage: t.storage,
      userId: stranger.id,
      resumeId: first.resume.id,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 404, message: KEPT_RESUME_NOT_FOUND });
  });

  it(`keeps at most ${KEPT_RESUMES_MAX}, and stores nothing for one refused`, async () => {
    const { caller, user } = await member();
    for (let i = 0; i < KEPT_RESUMES_MAX; i++) await keep(caller);
    const fourth = await caller.request('/api/resumes', { form: resumeForm({ name: 'One more' }) });
    expect(fourth.status).toBe(409);
    expect((await json<ErrorBody>(fourth)).error).toMatchObject({
      code: 'KEPT_RESUME_LIMIT',
      message: KEPT_RESUMES_LIMIT_MESSAGE,
      fields: { resume: KEPT_RESUMES_LIMIT_MESSAGE },
    });
    expect(KEPT_RESUMES_LIMIT_MESSAGE).toBe('You can keep up to 3 resumes. Remove one to add another.');
    expect(await list(caller)).toHaveLength(KEPT_RESUMES_MAX);
    expect(await filesOf(user.id)).toHaveLength(KEPT_RESUMES_MAX);

    // Room again once one is removed.
    const [oldest] = (await list(caller)).slice(-1);
    expect((await caller.request(`/api/resumes/${oldest!.id}`, { method: 'DELETE' })).status).toBe(200);
    await keep(caller, { name: 'Replacement' });
  });

  it('never makes a fourth, nor a second default, when uploads arrive at once', async () => {
    const atOnce = (caller: Caller, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          caller.request('/api/resumes', { form: resumeForm({ name: `At once ${i}` }) }),
        ),
      );
    // A member with one resume, its default: four more at once are counted one after the other.
    const { caller: one, user: oneUser } = await member();
    await keep(one);
    expect((await atOnce(one, 4)).map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect(await list(one)).toHaveLength(KEPT_RESUMES_MAX);
    expect(await filesOf(oneUser.id)).toHaveLength(KEPT_RESUMES_MAX);

    // A member with none: each of six at once might be the first, and only one is the default.
    const { caller, user } = await member();
    expect((await atOnce(caller, KEPT_RESUMES_MAX + 3)).map((r) => r.status).sort()).toEqual([
      201, 201, 201, 409, 409, 409,
    ]);
    const kept = await list(caller);
    expect(kept).toHaveLength(KEPT_RESUMES_MAX);
    expect(kept.filter((r) => r.isDefault)).toHaveLength(1);
    expect(await filesOf(user.id)).toHaveLength(KEPT_RESUMES_MAX);
  });

  it('moves the default in one step, and to the newest one left when the default is removed', async () => {
    const { caller } = await member();
    const a = (await keep(caller, { name: 'A' })).resume;
    const b = (await keep(caller, { name: 'B' })).resume;
    const c = (await keep(caller, { name: 'C' })).resume;

    const made = await json<Saved>(
      await caller.request(`/api/resumes/${b.id}`, { method: 'PATCH', json: { isDefault: true } }),
    );
    expect(made.resume).toMatchObject({ id: b.id, isDefault: true });
    expect(made.items.map((r) => [r.name, r.isDefault])).toEqual([
      ['B', true],
      ['C', false],
      ['A', false],
    ]);
    // Making the default the default again changes nothing.
    expect((await caller.request(`/api/resumes/${b.id}`, { method: 'PATCH', json: { isDefault: true } })).status).toBe(
      200,
    );

    // Two "make default" at once: one default at the end, whichever came last.
    const both = await Promise.all(
      [a.id, c.id].map((id) => caller.request(`/api/resumes/${id}`, { method: 'PATCH', json: { isDefault: true } })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await list(caller)).filter((r) => r.isDefault)).toHaveLength(1);
    await caller.request(`/api/resumes/${b.id}`, { method: 'PATCH', json: { isDefault: true } });

    // Removing a resume that is not the default leaves the default alone; its file goes.
    const aKey = await keyOf(a.id);
    const afterA = await json<List>(await caller.request(`/api/resumes/${a.id}`, { method: 'DELETE' }));
    expect(afterA.items.map((r) => [r.name, r.isDefault])).toEqual([
      ['B', true],
      ['C', false],
    ]);
    expect(await t.storage.exists(aKey)).toBe(false);
    // Removing the default: the newest one left becomes it.
    const afterB = await json<List>(await caller.request(`/api/resumes/${b.id}`, { method: 'DELETE' }));
    expect(afterB.items.map((r) => [r.name, r.isDefault])).toEqual([['C', true]]);
    expect((await json<List>(await caller.request(`/api/resumes/${c.id}`, { method: 'DELETE' }))).items).toEqual([]);
    expect((await caller.request(`/api/resumes/${c.id}`, { method: 'DELETE' })).status).toBe(404);
    // The next one kept is the default again.
    expect((await keep(caller)).resume.isDefault).toBe(true);
  });

  it('renames with a one-line name of 1 to 80 characters, and says what is wrong otherwise', async () => {
    const { caller } = await member();
    const { resume } = await keep(caller, { name: 'Draft' });
    const patch = (body: unknown) => caller.request(`/api/resumes/${resume.id}`, { method: 'PATCH', json: body });

    const renamed = await json<Saved>(await patch({ name: '  Design roles, 2026  ' }));
    expect(renamed.resume).toMatchObject({ name: 'Design roles, 2026', isDefault: true });
    expect((await json<Saved>(await patch({ name: 'x'.repeat(80) }))).resume.name).toHaveLength(80);

    const refusals: [unknown, string, string?][] = [
      [{ name: '' }, KEPT_RESUME_NAME_REQUIRED, 'name'],
      [{ name: '   ' }, KEPT_RESUME_NAME_REQUIRED, 'name'],
      [{ name: 'x'.repeat(81) }, KEPT_RESUME_NAME_TOO_LONG, 'name'],
      [{ name: 'Two\nlines' }, CONTROL_CHARACTERS_MESSAGE, 'name'],
      [{ name: 42 }, KEPT_RESUME_NAME_REQUIRED, 'name'],
      [{ isDefault: false }, 'To change the default, make another resume the default', 'isDefault'],
      [{}, 'Nothing to change'],
    ];
    for (const [body, message, field] of refusals) {
      const response = await patch(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await json<ErrorBody>(response);
      expect(error.message, JSON.stringify(body)).toBe(message);
      if (field) expect(error.fields?.[field]).toBe(message);
    }
    expect((await list(caller))[0]!.name).toBe('x'.repeat(80));

    // The same rules for the name sent with an upload.
    const long = await caller.request('/api/resumes', { form: resumeForm({ name: 'y'.repeat(81) }) });
    expect(long.status).toBe(400);
    expect((await json<ErrorBody>(long)).error.fields?.name).toBe(KEPT_RESUME_NAME_TOO_LONG);
    expect(await list(caller)).toHaveLength(1);
  });

  it("accepts only a PDF of at most 5 MB, by its content, in the apply form's words", async () => {
    const { caller, user } = await member();
    const refusals: [FormData, number, string][] = [
      [resumeForm({ file: PNG_1X1, fileName: 'photo.png', type: 'image/png' }), 400, RESUME_WRONG_TYPE],
      // Named .pdf, typed as one, and not one.
      [resumeForm({ file: PNG_1X1, fileName: 'resume.pdf' }), 400, RESUME_NOT_A_PDF],
      [
        resumeForm({ file: Buffer.from('%PDF-1.4 but then plain text'.slice(1)), fileName: 'resume.pdf' }),
        400,
        RESUME_NOT_A_PDF,
      ],
      [resumeForm({ name: 'No file', file: null }), 400, RESUME_REQUIRED],
      [resumeForm({ file: Buffer.alloc(0) }), 400, RESUME_REQUIRED],
      [
        resumeForm({ file: Buffer.concat([PDF_MINIMAL, Buffer.alloc(RESUME_MAX_BYTES + 1 - PDF_MINIMAL.length)]) }),
        400,
        RESUME_TOO_LARGE,
      ],
      // Past the body's own limit: refused before it is all read.
      [
        resumeForm({ file: Buffer.concat([PDF_MINIMAL, Buffer.alloc(RESUME_MAX_BYTES + 256 * 1024)]) }),
        413,
        RESUME_TOO_LARGE,
      ],
    ];
    for (const [form, status, message] of refusals) {
      const response = await caller.request('/api/resumes', { form });
      expect(response.status, message).toBe(status);
      const { error } = await json<ErrorBody>(response);
      expect(error.message).toBe(message);
      expect(error.fields?.resume).toBe(message);
    }
    // A body that is not a form at all: the file's own "missing" message.
    const notAForm = await caller.request('/api/resumes', { json: { name: 'x' } });
    expect(notAForm.status).toBe(400);
    expect((await json<ErrorBody>(notAForm)).error.message).toBe(RESUME_REQUIRED);
    expect(await list(caller)).toEqual([]);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('is its member\'s alone: another member and the administrator get "not found" on every route, a visitor 401', async () => {
    const { caller: owner } = await member();
    const { resume } = await keep(owner, { name: 'Private' });
    const { caller: other } = await member();
    const admin = t.client();
    await admin.signUp({ email: 'admin@example.com' }, { verified: true });
    expect((await json<{ user: { isAdmin: boolean } }>(await admin.request('/api/account/session'))).user.isAdmin).toBe(
      true,
    );

    for (const caller of [other, admin]) {
      expect(await list(caller)).toEqual([]);
      const attempts: [string, Parameters<Caller['request']>[1]][] = [
        [`/api/resumes/${resume.id}/file`, {}],
        [`/api/resumes/${resume.id}`, { method: 'PATCH', json: { name: 'Mine now' } }],
        [`/api/resumes/${resume.id}`, { method: 'PATCH', json: { isDefault: true } }],
        [`/api/resumes/${resume.id}`, { method: 'DELETE' }],
      ];
      for (const [path, init] of attempts) {
        const response = await caller.request(path, init);
        expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBe(404);
        expect((await json<ErrorBody>(response)).error.message).toBe(KEPT_RESUME_NOT_FOUND);
      }
    }
    const visitor = t.client();
    for (const [path, init] of [
      ['/api/resumes', {}],
      ['/api/resumes', { form: resumeForm() }],
      [`/api/resumes/${resume.id}/file`, {}],
      [`/api/resumes/${resume.id}`, { method: 'DELETE' }],
    ] as const) {
      expect((await visitor.request(path, init)).status).toBe(401);
    }
    // Never a public file either.
    expect((await t.client().request(`/files/${await keyOf(resume.id)}`)).status).toBe(404);
    expect(await list(owner)).toEqual([expect.objectContaining({ id: resume.id, name: 'Private', isDefault: true })]);
  });

  it('has an hourly upload rate of its own, apart from applying', async () => {
    const { caller, user } = await member();
    // The member used up the hour's rate for applications: keeping a resume is still allowed.
    const resumeRule = UPLOAD_RULES.resume;
    for (let i = 0; i < resumeRule.perHour; i++)
      await hitRateLimit(
        t.db,
        { name: 'upload-resume', windowSeconds: UPLOAD_RATE_WINDOW_SECONDS, max: resumeRule.perHour },
        user.id,
      );
    await keep(caller);
    const keptRule = UPLOAD_RULES['kept-resume'];
    for (let i = 1; i < keptRule.perHour; i++)
      await hitRateLimit(
        t.db,
        { name: 'upload-kept-resume', windowSeconds: UPLOAD_RATE_WINDOW_SECONDS, max: keptRule.perHour },
        user.id,
      );
    const refused = await caller.request('/api/resumes', { form: resumeForm() });
    expect(refused.status).toBe(429);
    expect((await json<ErrorBody>(refused)).error.message).toBe(UPLOAD_RATE_MESSAGE);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    expect(await filesOf(user.id)).toHaveLength(1);
  });

  it('names a resume from its file name: no folder, no .pdf, one line, at most 80 characters', () => {
    expect(resumeNameFromFile('C:\\Users\\me\\My CV.pdf')).toBe('My CV');
    expect(resumeNameFromFile('cv.final.PDF')).toBe('cv.final');
    expect(resumeNameFromFile('two\nlines\u2028here\u0000.pdf')).toBe('two lines here');
    expect(resumeNameFromFile('.pdf')).toBe('Resume');
    expect(resumeNameFromFile('')).toBe('Resume');
    // By letters, not UTF-16 halves: 81 emoji keep 80 whole ones.
    expect(Array.from(resumeNameFromFile(`${'😀'.repeat(81)}.pdf`))).toHaveLength(80);
  });
});
