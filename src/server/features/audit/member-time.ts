import { eq } from 'drizzle-orm';
import { formatNamed } from '../../../shared/interview-time';
import type { DbOrTx } from '../../db/client';
import { userSettings } from '../../db/schema';

/** An instant in the member's own time zone when they have set one (UTC otherwise), with the zone's name: for a security e-mail. */
export async function inMemberTime(tx: DbOrTx, userId: string, at: string): Promise<string> {
  const [settings] = await tx
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return formatNamed(at, settings?.timeZone ?? 'UTC');
}
