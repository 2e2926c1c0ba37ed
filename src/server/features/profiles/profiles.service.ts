import { and, eq, sql } from 'drizzle-orm';
import type { SignUpData } from '../../../shared/auth';
import { ITEM_REMOVED } from '../../../shared/moderation';
import type { Profile, UpdateProfileData } from '../../../shared/profiles';
import { assertOwner } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { jobApplications, profiles, startups, userSettings, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { keyFromPublicUrl } from '../../storage/storage';
import { newFileKey } from '../../storage/uploads';
import { enrollInMatchDigest } from '../job-matches/match-digests.service';
import { selectApplications } from '../hiring/application.service';
import type { Actor } from '../../auth/actor';

type NewProfile = Pick<SignUpData, 'firstName' | 'lastName' | 'phoneNumber' | 'country'>;

/** The profile row of a new user, with the sign-up defaults (the columns' defaults). */
export async function createProfile({ db, userId, input }: { db: DbOrTx; userId: string; input: NewProfile }) {
  await db.insert(profiles).values({
    id: userId,
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    country: input.country,
  });
}

export async function findProfileSummary({ db, userId }: { db: DbOrTx; userId: string }) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/**
 * The profile's one visibility rule, as SQL over `profiles` with `user_settings` left-joined: true when
 * the member hides their profile from `viewerId` ("Show my profile" off) and has not applied to any of
 * the actor's startups (whose founder already holds their application). Their own view and the
 * administrator's are the caller's to allow.
 */
export function isProfileHiddenFrom(db: DbOrTx, viewerId: string) {
  const appliedToViewer = selectApplications(db, { one: sql`1` }).where(
    and(eq(jobApplications.applicantId, profiles.id), eq(startups.ownerId, viewerId)),
  );
  return sql<boolean>`(coalesce(not ${userSettings.showProfile}, false) and not exists (${appliedToViewer}))`;
}

/**
 * A profile as the caller may see it: e-mail and phone only on one's own. A member who turned off
 * "Show my profile to other members" shows only their name and photo, except to themselves, the
 * administrator and founders they have applied to (who already hold their application).
 */
export async function getProfile({
  db,
  id,
  actor,
  viewerIsAdmin = false,
}: {
  db: DbOrTx;
  id: string;
  actor: Actor;
  viewerIsAdmin?: boolean;
}): Promise<Profile> {
  const [row] = await db
    .select({
      profile: profiles,
      email: users.email,
      suspendedAt: users.suspendedAt,
      isHidden: isProfileHiddenFrom(db, actor.id),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(userSettings, eq(userSettings.userId, profiles.id))
    .where(eq(profiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  const { profile } = row;
  const isOwn = profile.id === actor.id;
  // Hidden by moderation, or with its member's suspended account (decision 054): gone for everyone but
  // the administrator (a suspended member cannot sign in to see it).
  if ((profile.hiddenAt || row.suspendedAt) && !isOwn && !viewerIsAdmin) throw new AppError('REMOVED', ITEM_REMOVED);
  if (row.isHidden && !isOwn && !viewerIsAdmin) {
    return {
      id: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      avatarUrl: profile.avatarUrl,
      createdAt: profile.createdAt.toISOString(),
      email: null,
      phoneNumber: null,
      country: '',
      headline: '',
      bio: '',
      roleType: 'student',
      roleTitle: '',
      institution: '',
      skills: [],
      githubUrl: null,
      linkedinUrl: null,
      isOwn: false,
      isPrivate: true,
    };
  }
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: isOwn ? row.email : null,
    phoneNumber: isOwn ? profile.phoneNumber : null,
    country: profile.country,
    headline: profile.headline,
    bio: profile.bio,
    roleType: profile.roleType === 'employee' ? 'employee' : 'student',
    roleTitle: profile.roleTitle,
    institution: profile.institution,
    skills: profile.skills,
    avatarUrl: profile.avatarUrl,
    githubUrl: profile.githubUrl,
    linkedinUrl: profile.linkedinUrl,
    createdAt: profile.createdAt.toISOString(),
    isOwn,
    isPrivate: false,
  };
}

function assertOwnProfile(id: string, actor: Actor) {
  // A profile's owner is its member.
  assertOwner({ ownerId: id }, actor, 'You can only change your own profile.');
}

export async function updateProfile({
  db,
  id,
  actor,
  input,
}: {
  db: DbOrTx;
  id: string;
  actor: Actor;
  input: UpdateProfileData;
}) {
  assertOwnProfile(id, actor);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({
        // Without a phone (an untouched number stored before decision 023), Drizzle leaves the column as it is.
        ...input,
        githubUrl: input.githubUrl || null,
        linkedinUrl: input.linkedinUrl || null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, id))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', 'Profile not found');
    // The account's display name follows the profile.
    await tx
      .update(users)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: new Date() })
      .where(eq(users.id, id));
    // Skills alone are enough to match positions: the weekly e-mail of new matches starts with them too.
    if (input.skills.length > 0) await enrollInMatchDigest({ db: tx, userIds: [id] });
  });
  return getProfile({ db, id, actor });
}

/** Stores the new photo, points the profile at it, then deletes the old file. */
export async function replaceAvatar(options: {
  db: DbOrTx;
  storage: Storage;
  id: string;
  actor: Actor;
  image: { bytes: Uint8Array; contentType: string; extension: string };
}) {
  const { db, storage, id, actor, image } = options;
  assertOwnProfile(id, actor);
  const key = newFileKey('avatars', id, image.extension);
  await storage.put(key, image.bytes, image.contentType);
  let oldUrl: string | null = null;
  try {
    oldUrl = await setAvatarUrl(db, id, storage.publicUrl(key));
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  const oldKey = keyFromPublicUrl(oldUrl);
  if (oldKey) await storage.delete(oldKey);
  return { avatarUrl: storage.publicUrl(key) };
}

export async function removeAvatar({
  db,
  storage,
  id,
  actor,
}: {
  db: DbOrTx;
  storage: Storage;
  id: string;
  actor: Actor;
}) {
  assertOwnProfile(id, actor);
  const oldKey = keyFromPublicUrl(await setAvatarUrl(db, id, null));
  if (oldKey) await storage.delete(oldKey);
}

/** Sets the avatar URL and returns the previous one, in one statement so two uploads cannot both keep theirs. */
async function setAvatarUrl(db: DbOrTx, id: string, url: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Profile not found');
    await tx.update(profiles).set({ avatarUrl: url, updatedAt: new Date() }).where(eq(profiles.id, id));
    return current.avatarUrl;
  });
}
