import { z } from 'zod';
import { roleTypes } from './catalog';
import { countryField, multiLineText, personName, phoneField, singleLineText } from './fields';

// Profile edit rules (spec 1 section 5). The form and PUT /api/profiles/:id parse this same schema.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = 'Image must be less than 2MB';
export const IMAGE_WRONG_TYPE = 'Image must be JPEG, PNG, or WebP format';
export const SKILL_MAX_LENGTH = 40;
export const SKILLS_MAX = 30;

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
  (url) => url.protocol === 'https:' && /^([a-z]{2,3}\.)?linkedin\.com$/.test(url.hostname) && /^\/in\/[^/]+/.test(url.pathname),
  'LinkedIn URL must be a profile address like https://www.linkedin.com/in/your-name',
);

/** Trimmed, no blanks, no duplicates (case-insensitive), as the skills input adds them with Enter. */
export const skillsField = z
  .array(singleLineText().min(1).max(SKILL_MAX_LENGTH, `Each skill must be at most ${SKILL_MAX_LENGTH} characters`))
  .max(SKILLS_MAX, `Add at most ${SKILLS_MAX} skills`)
  .refine((skills) => new Set(skills.map((s) => s.toLowerCase())).size === skills.length, 'Each skill can be added only once')
  .default([]);

export const updateProfileSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  country: countryField,
  phoneNumber: phoneField,
  headline: optionalText('Headline', 120),
  bio: optionalText('Bio', 2000, multiLineText),
  roleType: z.enum(roleTypes, { error: 'Please choose A Student or A Professional' }),
  roleTitle: optionalText('This field', 100),
  institution: optionalText('This field', 100),
  skills: skillsField,
  githubUrl: githubUrlField,
  linkedinUrl: linkedinUrlField,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;

/** A profile as the API sends it. */
export type Profile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  country: string;
  headline: string;
  bio: string;
  roleType: 'student' | 'employee';
  roleTitle: string;
  institution: string;
  skills: string[];
  avatarUrl: string | null;
  githubUrl: string | null;
  linkedinUrl: string | null;
  createdAt: string;
  isOwn: boolean;
  /** The owner turned off "Show my profile to other members": only the name and photo are sent. */
  isPrivate: boolean;
};

/** "Student at {institution}", or "{role title} at {company}" (spec 1, other user's profile). */
export function roleLine(profile: Pick<Profile, 'roleType' | 'roleTitle' | 'institution'>): string {
  const title = profile.roleType === 'student' ? 'Student' : profile.roleTitle;
  if (title && profile.institution) return `${title} at ${profile.institution}`;
  return title || profile.institution;
}

export const roleLabels = {
  student: { type: 'A Student', title: 'Field of Study', institution: 'University/School' },
  employee: { type: 'A Professional', title: 'Job Title', institution: 'Company' },
} as const;
