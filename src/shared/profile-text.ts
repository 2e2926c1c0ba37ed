// How a profile reads on screen. No zod and no phone rules here, so the pages that only show a
// profile (another member's, with its header) do not download the schemas (decision 023).

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
