import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { imageForm, PDF_MINIMAL, PNG_1X1 } from '../testing/images';
import { readCheckedImage, readCheckedPdf, readUpload } from './uploads';

const imageRules = {
  maxBytes: 1024,
  tooLarge: 'Too large',
  wrongType: 'Not an image',
  missing: 'Please choose an image',
  field: 'picture',
};
const pdfRules = {
  maxBytes: 1024,
  tooLarge: 'Too large',
  wrongType: 'Not a PDF',
  missing: 'Please attach a PDF',
  field: 'document',
};
const noteSchema = z.object({ note: z.string().trim().min(1, 'Please write a note') });

const app = new Hono()
  .post('/image', async (c) => {
    const { file } = await readUpload(c.req, readCheckedImage, imageRules);
    return c.json({ contentType: file.contentType, size: file.bytes.length });
  })
  .post('/pdf', async (c) => {
    const { file, fields } = await readUpload(c.req, readCheckedPdf, pdfRules, noteSchema);
    return c.json({ contentType: file.contentType, note: fields.note });
  })
  .onError((error, c) =>
    error instanceof AppError
      ? c.json({ message: error.message, fields: error.fields }, error.status)
      : c.text('unexpected', 500),
  );

const post = (path: string, body: BodyInit, headers?: Record<string, string>) =>
  app.request(path, { method: 'POST', body, headers });

describe('readUpload', () => {
  it('returns the checked file from its field', async () => {
    const response = await post('/image', imageForm('picture', PNG_1X1, 'a.png', 'image/png'));
    expect(await response.json()).toEqual({ contentType: 'image/png', size: PNG_1X1.length });
  });

  it("reads a body that is not a form as an empty one: the file's own missing message, 400", async () => {
    const response = await post('/image', JSON.stringify({ picture: 'x' }), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please choose an image',
      fields: { picture: 'Please choose an image' },
    });
  });

  it('checks the other fields before the file, with the schema’s messages', async () => {
    const response = await post('/pdf', new FormData());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please write a note', fields: { note: 'Please write a note' } });
  });

  it('returns the parsed fields with the file', async () => {
    const form = imageForm('document', PDF_MINIMAL, 'a.pdf', 'application/pdf');
    form.append('note', '  hello  ');
    const response = await post('/pdf', form);
    expect(await response.json()).toEqual({ contentType: 'application/pdf', note: 'hello' });
  });

  it('then refuses a file of the wrong kind on its field', async () => {
    const form = imageForm('document', PNG_1X1, 'a.png', 'image/png');
    form.append('note', 'hello');
    const response = await post('/pdf', form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Not a PDF', fields: { document: 'Not a PDF' } });
  });
});
