import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobApplications, jobs, profiles, reports, startups, userSettings, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { listOwnSecurityEvents } from '../audit/audit.service';
import { selectApplications } from '../hiring/application.service';

export const DATA_EXPORT_VERSION = 1;

/**
 * Everything the platform keeps about a member that is theirs, as one JSON document: the account, the
 * profile and settings, their startups with the positions, the applications they sent with their
 * answers, the reports they made, and their security events. Files (photo, logos, resumes) are named
 * by their stored key, not included. The administrator downloads it from the member's page today; a
 * member's own "download my data" reads the same document.
 */
export async function buildMemberExport({ db, userId }: { db: DbOrTx; userId: string }) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound('Member not found');
  const [profileRows, settingsRows, ownStartups, applications, reportsMade, securityEvents] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    db.select().from(startups).where(eq(startups.ownerId, userId)).orderBy(desc(startups.createdAt)),
    selectApplications(db, {
      id: jobApplications.id,
      position: jobs.title,
      startup: startups.name,
      status: jobApplications.status,
      startupCultureAnswer: jobApplications.startupCultureAnswer,
      problemSolvingAnswer: jobApplications.problemSolvingAnswer,
      resumeKey: jobApplications.resumeKey,
      createdAt: jobApplications.createdAt,
    })
      .where(eq(jobApplications.applicantId, userId))
      .orderBy(desc(jobApplications.createdAt)),
    db
      .select({
        itemType: reports.itemType,
        itemId: reports.itemId,
        reason: reports.reason,
        note: reports.note,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId)),
    listOwnSecurityEvents({ db, userId }),
  ]);
  const positions = ownStartups.length
    ? await db
        .select()
        .from(jobs)
        .where(
          inArray(
            jobs.startupId,
            ownStartups.map((s) => s.id),
          ),
        )
        .orderBy(desc(jobs.createdAt))
    : [];
  const profile = profileRows[0] ? (({ skillsLower: _derived, ...rest }) => rest)(profileRows[0]) : null;
  return {
    format: 'liftoff-member-data' as const,
    version: DATA_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    account,
    profile,
    settings: settingsRows[0] ?? null,
    startups: ownStartups.map((startup) => ({
      ...startup,
      positions: positions.filter((job) => job.startupId === startup.id).map(({ search: _index, ...job }) => job),
    })),
    applications,
    reportsMade,
    securityEvents,
  };
}
