import { z } from 'zod';
import { roleTypes } from './catalog';
import { countryField, multiLineText, personName, phoneField, singleLineText } from './fields';
import { SKILL_MAX_LENGTH, SKILLS_MAX } from './limits';
import { refinePhoneForCountry } from './phone';

// What only shows a profile (its type, role line and labels) lives in profile-text.ts, without zod or
// the phone metadata; it is re-exported here for the forms and the server.
export { roleLabels, roleLine, type Profile } from './profile-text';

// Profile edit rules. The form and PUT /api/profiles/:id parse this same schema.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = 'Image must be less than 2MB';
export const IMAGE_WRONG_TYPE = 'Image must be JPEG, PNG, or WebP format';
export { SKILL_MAX_LENGTH, SKILLS_MAX };

const optionalText = (label: string, max: number, text = singleLineText) =>
  text().max(max, `${label} must be at most ${max} characters`).default('');

const optionalUrl = (check: (url: URL) => boolean, message: string) =>
  singleLineText()
    .max(200, message)
    .refine((value) => {
      if (value === '') return true;
      try {
        return check(new URL(value));
      } catch {
        return false;
      }
    }, message)
    .default('');

export const githubUrlField = optionalUrl(
  (url) => url.protocol === 'https:' && url.hostname === 'github.com' && url.pathname.length > 1,
  'GitHub URL must start with https://github.com/',
);

export const linkedinUrlField = optionalUrl(
  (url) =>
    url.protocol === 'https:' &&
    /^([a-z]{2,3}\.)?linkedin\.com$/.test(url.hostname) &&
    /^\/in\/[^/]+/.test(url.pathname),
  'LinkedIn URL must be a profile address like https://www.linkedin.com/in/your-name',
);

/** Trimmed, no blanks, no duplicates (case-insensitive), as the skills input adds them with Enter. */
export const skillsField = z
  .array(singleLineText().min(1).max(SKILL_MAX_LENGTH, `Each skill must be at most ${SKILL_MAX_LENGTH} characters`))
  .max(SKILLS_MAX, `Add at most ${SKILLS_MAX} skills`)
  .refine(
    (skills) => new Set(skills.map((s) => s.toLowerCase())).size === skills.length,
    'Each skill can be added only once',
  )
  .default([]);

/**
 * The phone is stored in E.164 and must be valid for the country (decision 023). Left out, the stored
 * number is kept: the form leaves out an untouched number stored before that rule that it cannot read.
 */
export const updateProfileSchema = refinePhoneForCountry(
  z.object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    country: countryField,
    phoneNumber: phoneField.optional(),
    headline: optionalText('Headline', 120),
    bio: optionalText('Bio', 2000, multiLineText),
    roleType: z.enum(roleTypes, { error: 'Please choose A Student or A Professional' }),
    roleTitle: optionalText('This field', 100),
    institution: optionalText('This field', 100),
    skills: skillsField,
    githubUrl: githubUrlField,
    linkedinUrl: linkedinUrlField,
  }),
);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;

// The API's answers (decision 029).

/** A profile as the API sends it: e-mail and phone on one's own only; a private one has only name and photo. */
export const profileSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  country: z.string(),
  headline: z.string(),
  bio: z.string(),
  roleType: z.enum(roleTypes),
  roleTitle: z.string(),
  institution: z.string(),
  skills: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  isOwn: z.boolean(),
  isPrivate: z.boolean(),
});

export const profileAnswerSchema = z.object({ profile: profileSchema });
export const avatarUploadedSchema = z.object({ avatarUrl: z.string() });
export const avatarRemovedSchema = z.object({ avatarUrl: z.null() });
