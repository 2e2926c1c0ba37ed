import { reinstateMember, suspendMember } from '../features/moderation/moderation.service';
import type { TestApp } from './test-app';

// Suspending and reinstating through the moderation service, as the administrator's routes do, for the
// tests of what a suspension changes elsewhere (decision 054). The acting administrator is a member of
// the test's own app: the audit entry names them.

const request = { at: '2026-12-06T00:00:00.000Z', ip: null, userAgent: null };
const actors = new WeakMap<TestApp, Promise<string>>();

function actorOf(t: TestApp): Promise<string> {
  let actor = actors.get(t);
  if (!actor) {
    actor = t
      .client()
      .signUp({ firstName: 'Moderator' })
      .then((user) => user.id);
    actors.set(t, actor);
  }
  return actor;
}

export async function suspend(t: TestApp, userId: string): Promise<void> {
  await suspendMember({ db: t.db, config: t.config, userId, actorId: await actorOf(t), request });
}

export async function reinstate(t: TestApp, userId: string): Promise<void> {
  await reinstateMember({ db: t.db, userId, actorId: await actorOf(t), request });
}
