import { z } from 'zod';
import { RESUME_NOT_A_PDF, RESUME_REQUIRED, RESUME_TOO_LARGE, RESUME_WRONG_TYPE } from './applications';
import { singleLineText } from './fields';
import { RESUME_MAX_BYTES } from './limits';

// Kept resumes: up to three PDFs a member keeps on their profile, each named, one of
// them the default that applying offers first. Private to their member, as an application's resume is.

export { RESUME_MAX_BYTES, RESUME_NOT_A_PDF, RESUME_REQUIRED, RESUME_TOO_LARGE, RESUME_WRONG_TYPE };

export const KEPT_RESUMES_MAX = 3;
export const KEPT_RESUME_NAME_MAX = 80;
export const KEPT_RESUMES_LIMIT_MESSAGE = `You can keep up to ${KEPT_RESUMES_MAX} resumes. Remove one to add another.`;
export const KEPT_RESUME_NOT_FOUND = 'Resume not found';
export const KEPT_RESUME_NAME_REQUIRED = 'Please enter a name for this resume';
export const KEPT_RESUME_NAME_TOO_LONG = `Please keep the name to ${KEPT_RESUME_NAME_MAX} characters or fewer`;
/** The name a resume gets when neither its member nor its file gives one. */
export const KEPT_RESUME_FALLBACK_NAME = 'Resume';

const nameText = () =>
  singleLineText({ error: KEPT_RESUME_NAME_REQUIRED }).max(KEPT_RESUME_NAME_MAX, KEPT_RESUME_NAME_TOO_LONG);

/** A kept resume's name: one line, trimmed, 1 to 80 characters. */
export const keptResumeNameSchema = nameText().min(1, KEPT_RESUME_NAME_REQUIRED);

/** POST /api/resumes: the form's field beside the `resume` file. An empty name takes the file's (resumeNameFromFile). */
export const keptResumeUploadFieldsSchema = z.object({ name: nameText() });

/** PATCH /api/resumes/:id: a new name, or `isDefault: true` to make it the default (the old default stops being it), or both. */
export const updateKeptResumeSchema = z
  .object({
    name: keptResumeNameSchema.optional(),
    // There is always a default while any resume is kept: it moves by making another one the default.
    isDefault: z.literal(true, { error: 'To change the default, make another resume the default' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.isDefault !== undefined, { message: 'Nothing to change' });
export type UpdateKeptResumeInput = z.input<typeof updateKeptResumeSchema>;

/**
 * A name from a file's name: without its folder and `.pdf`, control characters made spaces, runs of
 * spaces one, at most 80 characters, or "Resume" when nothing is left. The server names an unnamed
 * upload so, and the form fills its name field so when a file is chosen.
 */
export function resumeNameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\.pdf$/i, '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // By code points, so a letter outside the basic plane is never cut in half.
  const name = Array.from(cleaned).slice(0, KEPT_RESUME_NAME_MAX).join('').trim();
  return name || KEPT_RESUME_FALLBACK_NAME;
}

/**
 * What is wrong with a chosen file before it is sent, in the apply form's words, or null. The server
 * checks the content; this spares a wait for a file that is plainly too large or not a PDF.
 */
export function resumeFileProblem(file: { size: number; type: string; name: string }): string | null {
  if (file.size === 0) return RESUME_REQUIRED;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE;
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return RESUME_WRONG_TYPE;
  return null;
}

// The answers of the routes (decision 029).

export const keptResumeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type KeptResume = z.infer<typeof keptResumeSchema>;

/** The caller's kept resumes, the default first, then the newest. Every write answers the list as it now is. */
export const keptResumesSchema = z.object({ items: z.array(keptResumeSchema) });
/** POST and PATCH: the resume added or changed, and the list (a new first resume or a new default changes others). */
export const keptResumeSavedSchema = keptResumesSchema.extend({ resume: keptResumeSchema });
