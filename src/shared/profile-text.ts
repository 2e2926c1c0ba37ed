// How a profile reads on screen. No zod and no phone rules here, so the pages that only show a
// profile (another member's, with its header) do not download the schemas (decision 023).

import type { z } from 'zod';
import type { profileSchema } from './profiles';

/**
 * A profile as the API sends it: the type of its contract's schema (profiles.ts). Imported as a type
 * only, which the build erases: the pages that only show a profile still load no zod.
 */
export type Profile = z.infer<typeof profileSchema>;

/** "Student at {institution}", or "{role title} at {company}", as another user's profile shows it. */
export function roleLine(profile: Pick<Profile, 'roleType' | 'roleTitle' | 'institution'>): string {
  const title = profile.roleType === 'student' ? 'Student' : profile.roleTitle;
  if (title && profile.institution) return `${title} at ${profile.institution}`;
  return title || profile.institution;
}

export const roleLabels = {
  student: { type: 'A Student', title: 'Field of Study', institution: 'University/School' },
  employee: { type: 'A Professional', title: 'Job Title', institution: 'Company' },
} as const;
