import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '../../db/schema';

// A suspended account is listed to nobody (decision 054): the talent list, invitations and a founder's
// view of a member's preferences all read this one predicate.

/** SQL, true when the member (`memberId`, a column) is suspended: one look-up by the users' primary key per row, in the caller's statement. */
export function isSuspended(memberId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${memberId} and ${users.suspendedAt} is not null)`;
}
