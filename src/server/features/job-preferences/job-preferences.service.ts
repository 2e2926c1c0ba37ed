import { eq } from 'drizzle-orm';
import {
  emptyJobPreferences,
  jobPreferencesSchema,
  type JobPreferences,
  type OpenToWork,
} from '../../../shared/job-preferences';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { jobPreferences, profiles, userSettings } from '../../db/schema';
import { enrollInMatchDigest } from '../job-matches/match-digests.service';
import { isProfileHiddenFrom } from '../profiles/profiles.service';
import { ownsListedStartup } from '../startups/startup-visibility';
import { hidesFrom } from '../talent/hidden-from.service';
import { isSuspended } from '../talent/member-visibility';
import { refuseUnlessAdmin } from '../../auth/guards';
import { AppError, forbidden } from '../../lib/app-error';

export const ONLY_FOUNDERS = 'Only founders hiring on Liftoff can see what a member is looking for.';
export const ONLY_YOUR_OWN = 'You can only change your own preferences.';

type Row = typeof jobPreferences.$inferSelect;

/** A row as the shared shape; none: the member never said (Jobs for you reads it too). */
export function toPreferences(row: Row | null | undefined): JobPreferences {
  if (!row) return emptyJobPreferences;
  return {
    openToWork: row.openToWork as OpenToWork,
    jobTypes: row.jobTypes as JobPreferences['jobTypes'],
    experienceLevels: row.experienceLevels as JobPreferences['experienceLevels'],
    locationTypes: row.locationTypes as JobPreferences['locationTypes'],
    countries: row.countries as JobPreferences['countries'],
    minPay:
      row.minPayAmount === null
        ? null
        : { amount: row.minPayAmount, currency: row.minPayCurrency as never, period: row.minPayPeriod as never },
    needsVisa: row.needsVisa,
    lookingFor: row.lookingFor,
  };
}

/**
 * A member's preferences as the caller may see them: the member and the administrator always; a
 * founder with an active startup only while the member is open to work (open to offers or actively
 * looking: one who is not looking tells no founder what they once wanted), and unless the member is suspended or hides
 * their profile from them (the rule of their profile: "Show my profile" off, and they have not applied
 * to this founder) or hides from a startup the founder owns, else null; anyone else 403.
 */
export async function getJobPreferences({
  db,
  id,
  actor,
}: {
  db: Db;
  id: string;
  actor: Actor;
}): Promise<JobPreferences | null> {
  // One query: the member, whether their profile is hidden from the caller (the profile's rule), whether the caller hires.
  const [row] = await db
    .select({
      preferences: jobPreferences,
      isHidden: isProfileHiddenFrom(db, actor.id),
      hidesFromCaller: hidesFrom(profiles.id, actor.id),
      isSuspended: isSuspended(profiles.id),
      callerIsFounder: ownsListedStartup(actor.id),
    })
    .from(profiles)
    .leftJoin(jobPreferences, eq(jobPreferences.userId, profiles.id))
    .leftJoin(userSettings, eq(userSettings.userId, profiles.id))
    .where(eq(profiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  if (id === actor.id || actor.isAdmin) return toPreferences(row.preferences);
  if (!row.callerIsFounder) throw refuseUnlessAdmin(actor, ONLY_FOUNDERS);
  if (!row.preferences || row.preferences.openToWork === 'not_looking') return null;
  // Hidden with the profile, or from this founder's startups by name ("Hide from these startups"); a
  // suspended member tells no founder they are open to work, as /talent lists them to nobody (decision 054).
  if (row.isHidden || row.hidesFromCaller || row.isSuspended) return null;
  return toPreferences(row.preferences);
}

/** The member's own preferences, replaced as a whole (the profile form sends them all). */
export async function saveJobPreferences({
  db,
  id,
  actor,
  input,
}: {
  db: Db;
  id: string;
  actor: Actor;
  input: JobPreferences;
}): Promise<JobPreferences> {
  if (id !== actor.id) throw forbidden(ONLY_YOUR_OWN);
  const p = jobPreferencesSchema.parse(input);
  const values = {
    openToWork: p.openToWork,
    jobTypes: p.jobTypes,
    experienceLevels: p.experienceLevels,
    locationTypes: p.locationTypes,
    countries: p.countries,
    minPayAmount: p.minPay?.amount ?? null,
    minPayCurrency: p.minPay?.currency ?? null,
    minPayPeriod: p.minPay?.period ?? null,
    needsVisa: p.needsVisa,
    lookingFor: p.lookingFor,
    updatedAt: new Date(),
  };
  const [saved] = await db
    .insert(jobPreferences)
    .values({ userId: id, ...values })
    .onConflictDoUpdate({ target: jobPreferences.userId, set: values })
    .returning();
  // Saying what they are open to starts their weekly e-mail of new matches ("Job recommendations" allowing).
  await enrollInMatchDigest({ db, userIds: [id] });
  return toPreferences(saved);
}
