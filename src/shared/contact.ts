import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, isMultiLineSafe, singleLineText } from './fields';
import { CONTACT_MESSAGE_MAX_CHARS } from './limits';

// Contact form: five rules checked in this order, the first failure shown.
export const contactSubjects = [
  'Launch A startup',
  'Investor Opportunities',
  'Collaborations',
  'Incubator',
  'Partnership',
  'Review',
  'Other',
] as const;

export type ContactInput = { name: string; email: string; subject: string; customSubject?: string; message: string };

const EMAIL = z.email();

/** The first rule the form breaks, in the spec's order, or null. */
export function firstContactError(v: ContactInput): { field: keyof ContactInput; message: string } | null {
  if (!EMAIL.safeParse(v.email.trim()).success)
    return { field: 'email', message: 'Please enter a valid email address.' };
  if (!v.name.trim()) return { field: 'name', message: 'Please enter your name.' };
  if (!(contactSubjects as readonly string[]).includes(v.subject))
    return { field: 'subject', message: 'Please select a subject.' };
  if (v.subject === 'Other' && !v.customSubject?.trim())
    return { field: 'customSubject', message: 'Please enter a custom subject.' };
  if (!v.message.trim()) return { field: 'message', message: 'Please enter your message.' };
  return null;
}

export const contactSchema = z
  .object({
    name: singleLineText().max(100, 'Name must be at most 100 characters').default(''),
    email: singleLineText().max(254).default(''),
    subject: singleLineText().max(120).default(''),
    customSubject: singleLineText().max(120, 'Subject must be at most 120 characters').optional(),
    message: z
      .string()
      .max(CONTACT_MESSAGE_MAX_CHARS, `Message must be at most ${CONTACT_MESSAGE_MAX_CHARS} characters`)
      .refine(isMultiLineSafe, CONTROL_CHARACTERS_MESSAGE)
      .default(''),
  })
  .superRefine((value, ctx) => {
    const error = firstContactError(value);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  })
  .transform((v) => ({
    ...v,
    name: v.name.trim(),
    email: v.email.trim().toLowerCase(),
    message: v.message.trim(),
    customSubject: v.subject === 'Other' ? v.customSubject?.trim() : undefined,
  }));

/** POST /api/contact's answer: the message is stored and queued to the team. */
export const contactSentSchema = z.object({ sent: z.literal(true) });
