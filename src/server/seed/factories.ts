import type { SignUpInput } from '../../shared/auth';
import type { Auth } from '../auth/auth';

// The seed and the tests make people the same way: through better-auth's sign-up, with its hooks,
// so a seeded user is exactly what a real sign-up makes.

let sequence = 0;

export function buildSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    firstName: 'Test',
    lastName: 'User',
    email: `user-${tag}@example.com`,
    phoneNumber: '555 0100 200',
    country: 'US',
    password: 'correct-horse',
    ...overrides,
  };
}

export async function createUser(auth: Auth, overrides: Partial<SignUpInput> = {}) {
  const input = buildSignUp(overrides);
  const result = await auth.api.signUpEmail({
    body: { ...input, name: `${input.firstName} ${input.lastName}` },
  });
  return { ...input, id: result.user.id };
}
