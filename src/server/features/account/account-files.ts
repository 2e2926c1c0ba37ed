import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobApplications, memberResumes, profiles, startups } from '../../db/schema';
import { keyFromPublicUrl } from '../../storage/storage';
import { selectApplications } from '../hiring/application.service';

/**
 * Every stored file that goes with a user's rows: their photo, their startups' logos, their resumes
 * (sent with applications, and kept on their profile), and the resumes sent to their startups (those
 * applications are deleted with the startups).
 */
export async function collectUserFiles(db: DbOrTx, userId: string): Promise<string[]> {
  const [profile] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId));
  const logos = await db.select({ url: startups.logoUrl }).from(startups).where(eq(startups.ownerId, userId));
  const resumes = await selectApplications(db, { key: jobApplications.resumeKey }).where(
    or(eq(jobApplications.applicantId, userId), eq(startups.ownerId, userId)),
  );
  const kept = await db
    .select({ key: memberResumes.storageKey })
    .from(memberResumes)
    .where(eq(memberResumes.userId, userId));
  return [
    keyFromPublicUrl(profile?.avatarUrl),
    ...logos.map((l) => keyFromPublicUrl(l.url)),
    ...resumes.map((r) => r.key),
    ...kept.map((r) => r.key),
  ].filter((k): k is string => !!k);
}
