import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { openTransaction } from '../db/tx-scope';
import { emitEach, notifyIfAny } from '../events/emit';

// The first time a member proves their address (decision 056): the welcome waits for it, so that an
// address somebody else typed at sign-up gets only the code. better-auth sets `emailVerified` where a
// code came back: the address's own code, a password reset code, a new address's code.

const CHANGE_EMAIL_PATH = '/email-otp/change-email';

type UpdateContext = { path?: string; body?: unknown; context: { session?: { user: { id: string } } | null } } | null;

/** The member whose address a code just proved: the signed-in one changing theirs, or the holder of the address sent. */
async function provingMember(db: Db, ctx: NonNullable<UpdateContext>): Promise<string | null> {
  if (ctx.path === CHANGE_EMAIL_PATH) return ctx.context.session?.user.id ?? null;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  const [row] = await (openTransaction() ?? db)
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Before better-auth's update that proves an address: the account turns proved here, and only the
 * statement that finds it unproved records `member.address_proved`. Two codes checked at once, on two
 * processes, wait on the row; the second finds it proved and records nothing, so the welcome goes once.
 * An address never turns unproved again (a new address is proved by its own code), so "once" is forever.
 */
export async function recordFirstProof(db: Db, data: { emailVerified?: unknown }, ctx: UpdateContext): Promise<void> {
  if (data.emailVerified !== true || !ctx) return;
  const userId = await provingMember(db, ctx);
  if (!userId) return;
  await (openTransaction() ?? db).execute(sql`
    with proved as (update ${users} set email_verified = true where ${users.id} = ${userId} and not ${users.emailVerified} returning id),
    ${emitEach('recorded', 'member.address_proved', 'proved', { userId: sql`proved.id::text` })}
    select ${notifyIfAny('recorded', 'member.address_proved')} as notified`);
}
