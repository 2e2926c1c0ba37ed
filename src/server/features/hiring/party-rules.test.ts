import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { assertParty, partyOf } from './party-rules';

const application = { applicantId: 'candidate', ownerId: 'founder' };
const member = (id: string, isAdmin = false) => ({ id, isAdmin });

describe('who someone is to an application', () => {
  it('is the team for the startup’s owner, the candidate for who applied, the admin for an administrator', () => {
    expect(partyOf(application, member('founder'))).toBe('team');
    expect(partyOf(application, member('candidate'))).toBe('candidate');
    expect(partyOf(application, member('someone', true))).toBe('admin');
    expect(partyOf(application, member('someone'))).toBe('none');
  });

  it('is the candidate for an administrator who applied, and nobody for the platform', () => {
    expect(partyOf(application, member('candidate', true))).toBe('candidate');
    expect(partyOf(application, null)).toBe('none');
  });

  it('refuses a party not allowed with the message given; an administrator by address is asked for a second factor', () => {
    expect(assertParty(application, member('founder'), ['team'])).toBe('team');
    expect(() => assertParty(application, member('candidate'), ['team'], 'Not yours.')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: 'Not yours.' }),
    );
    // An administrator is refused where the administrator is not allowed.
    expect(() => assertParty(application, member('someone', true), ['candidate', 'team'])).toThrow(AppError);
    const unproven = { id: 'someone', isAdmin: false, needsSecondFactor: 'add' as const };
    expect(() => assertParty(application, unproven, ['team', 'admin'])).toThrow(
      expect.objectContaining({ code: 'SECOND_FACTOR_REQUIRED' }),
    );
    expect(() => assertParty(application, unproven, ['team'], 'Not yours.')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});
