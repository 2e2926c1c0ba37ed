import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { sessionActor } from './actor';
import { assertOwner } from './guards';

const config = { adminEmails: ['admin@liftoff.dev'] };
const member = { id: 'u1', name: 'Maya Chen', email: 'maya@example.com', emailVerified: true };

describe('the actor of a session', () => {
  it('is an administrator only with a listed address that was proved, and a second factor', () => {
    expect(sessionActor(member, config, 'proven')).toEqual({ id: 'u1', isAdmin: false, via: 'session' });
    expect(sessionActor({ ...member, email: 'Admin@liftoff.dev' }, config, 'proven')).toEqual({
      id: 'u1',
      isAdmin: true,
      via: 'session',
    });
    expect(
      sessionActor({ ...member, email: 'admin@liftoff.dev', emailVerified: false }, config, 'proven').isAdmin,
    ).toBe(false);
  });

  it('is an ordinary member who needs a second factor while a listed administrator has none', () => {
    expect(sessionActor({ ...member, email: 'admin@liftoff.dev' }, config, 'none')).toEqual({
      id: 'u1',
      isAdmin: false,
      via: 'session',
      needsSecondFactor: 'add',
    });
    expect(
      sessionActor({ ...member, email: 'admin@liftoff.dev', emailVerified: false }, config, 'none').needsSecondFactor,
    ).toBeUndefined();
  });

  it('is an ordinary member until a listed administrator signs in with the factor they have (decision 048)', () => {
    expect(sessionActor({ ...member, email: 'admin@liftoff.dev' }, config, 'unproven')).toEqual({
      id: 'u1',
      isAdmin: false,
      via: 'session',
      needsSecondFactor: 'sign-in',
    });
    expect(sessionActor(member, config, 'unproven')).toEqual({ id: 'u1', isAdmin: false, via: 'session' });
  });
});

describe('assertOwner', () => {
  it("lets the row's owner through", () => {
    expect(() => assertOwner({ ownerId: 'u1' }, { id: 'u1' })).not.toThrow();
  });

  it('refuses anyone else with 403 and the caller’s message', () => {
    const refusal = (() => {
      try {
        assertOwner({ ownerId: 'u2' }, { id: 'u1' }, 'You can only manage your own startups.');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You can only manage your own startups.',
    });
  });
});
