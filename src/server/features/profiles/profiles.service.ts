import { eq } from 'drizzle-orm';
import type { SignUpData } from '../../../shared/auth';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

type NewProfile = Pick<SignUpData, 'firstName' | 'lastName' | 'phoneNumber' | 'country'>;

/** The profile row of a new user, with the sign-up defaults of spec 1 section 4 (the columns' defaults). */
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
