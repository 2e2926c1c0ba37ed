import type { Actor } from '../../auth/actor';
import { refuseUnlessAdmin } from '../../auth/guards';
import { forbidden } from '../../lib/app-error';

// Who someone is to an application (decision 073), decided here and only here: every hiring part asks
// `partyOf` or `assertParty` instead of comparing ids itself.

/**
 * `candidate`: who applied. `team`: the startup's side (its owner). `admin`: an administrator who is
 * neither. `none`: anyone else, and the platform (`null`), which acts for nobody.
 */
export type Party = 'candidate' | 'team' | 'admin' | 'none';

/** The caller as the rule needs it: a service that only knows the id reads as a non-administrator. */
type Caller = Pick<Actor, 'id'> & Partial<Pick<Actor, 'isAdmin' | 'needsSecondFactor'>>;

export function partyOf(application: { applicantId: string; ownerId: string }, actor: Caller | null): Party {
  if (!actor) return 'none';
  if (application.ownerId === actor.id) return 'team';
  if (application.applicantId === actor.id) return 'candidate';
  return actor.isAdmin ? 'admin' : 'none';
}

/**
 * The caller's party, if it is one of `allowed`; otherwise 403 with `message`. An administrator by
 * address who has not proved a second factor is told to, where an administrator would have got through.
 */
export function assertParty(
  application: { applicantId: string; ownerId: string },
  actor: Caller,
  allowed: readonly Party[],
  message?: string,
): Party {
  const party = partyOf(application, actor);
  if (allowed.includes(party)) return party;
  throw allowed.includes('admin') ? refuseUnlessAdmin(actor, message) : forbidden(message);
}
