import { z } from 'zod';

// What better-auth answers on the endpoints the product uses (server/auth/endpoints.ts), as the OpenAPI
// document shows it and the tests hold it (decision 064). The library owns these bodies and may add to
// them, so each schema names what the product reads and lets the rest through (`loose`).

const authUser = z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }).loose();

/** `{ success: true }`: sign-out, codes sent, a password reset, an account deleted. */
export const authSuccessAnswerSchema = z.object({ success: z.boolean() }).loose();
/** `{ status: true }`: sessions revoked, a factor removed, an address verified. */
export const authStatusAnswerSchema = z.object({ status: z.boolean() }).loose();
/** A session begun or renewed: its member (the token rides in the cookie too). */
export const authSessionAnswerSchema = z.object({ token: z.string().nullable().optional(), user: authUser }).loose();
/** Signing in: the session, or a challenge for the second factor. */
export const signInAnswerSchema = z.union([
  authSessionAnswerSchema,
  z.object({ twoFactorRedirect: z.literal(true) }).loose(),
]);
export const totpEnabledAnswerSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }).loose();
export const backupCodesAnswerSchema = z.object({ status: z.boolean(), backupCodes: z.array(z.string()) }).loose();

const passkey = z
  .object({ id: z.string(), name: z.string().nullish(), createdAt: z.union([z.string(), z.date()]).nullish() })
  .loose();
export const passkeyAnswerSchema = passkey;
export const passkeyListAnswerSchema = z.array(passkey);
export const passkeyUpdatedAnswerSchema = z.object({ passkey }).loose();
/** WebAuthn's PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create. */
export const passkeyRegisterOptionsSchema = z
  .object({
    challenge: z.string(),
    rp: z.object({ name: z.string() }).loose(),
    user: z.object({ id: z.string(), name: z.string() }).loose(),
    pubKeyCredParams: z.array(z.object({ type: z.string(), alg: z.number() }).loose()),
  })
  .loose();
/** WebAuthn's PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get. */
export const passkeyAuthenticateOptionsSchema = z.object({ challenge: z.string() }).loose();
