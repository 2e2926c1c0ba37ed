import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './auth';

const valid = { firstName: 'Maya', lastName: 'Chen', email: 'maya@example.com', phoneNumber: '555 0100 200', country: 'SG', password: 'secret1' };

function messageFor(input: Record<string, unknown>, field: string) {
  const result = signUpSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('signUpSchema (spec 1 section 5)', () => {
  it('accepts a valid sign-up and lowercases the email', () => {
    const result = signUpSchema.parse({ ...valid, email: '  Maya@Example.COM ' });
    expect(result.email).toBe('maya@example.com');
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', 'M', 'First name must be at least 2 characters'],
    ['firstName', 'M4ya', 'First name can only contain letters'],
    ['firstName', 'Maya!', 'First name can only contain letters'],
    ['lastName', '   ', 'Last name is required'],
    ['lastName', 'C', 'Last name must be at least 2 characters'],
    ['lastName', 'Ch3n', 'Last name can only contain letters'],
    ['email', '', 'Email is required'],
    ['email', 'maya@', 'Please enter a valid email address'],
    ['email', 'not an email', 'Please enter a valid email address'],
    ['phoneNumber', '', 'Phone number is required'],
    ['phoneNumber', '12 34 5', 'Please enter at least 6 digits'],
    ['phoneNumber', '12345a', 'Phone number can only contain digits, spaces, dots, dashes and brackets'],
    ['phoneNumber', '1234567890123456', 'Please enter at most 15 digits'],
    ['country', '', 'Please select a country'],
    ['country', 'FR', 'Please select a country'],
    ['password', '', 'Password is required'],
    ['password', '12345', 'Password must be at least 6 characters long'],
    ['password', 'x'.repeat(129), 'Password must be at most 128 characters long'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(messageFor({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('says a missing field is required rather than of the wrong type', () => {
    const { firstName: _first, password: _password, ...rest } = valid;
    expect(messageFor(rest, 'firstName')).toBe('First name is required');
    expect(messageFor(rest, 'password')).toBe('Password is required');
  });

  it('takes names in any alphabet, joined by a hyphen, apostrophe or space', () => {
    for (const name of ['José', 'Zoë', 'Jean-Luc', "O'Brien", 'Van Dyke', 'Ананд']) {
      expect(signUpSchema.safeParse({ ...valid, firstName: name }).success, name).toBe(true);
    }
  });

  it('takes each of the eight countries and exactly six digits', () => {
    for (const country of ['US', 'GB', 'CA', 'AU', 'IN', 'SG', 'CH', 'AE']) {
      expect(signUpSchema.safeParse({ ...valid, country }).success).toBe(true);
    }
    expect(signUpSchema.safeParse({ ...valid, phoneNumber: '(12) 3-4.56' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });
});

describe('signInSchema', () => {
  it('needs an email and a password', () => {
    const result = signInSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Email is required', 'Password is required']);
  });
});
