import {
  changePasswordSchema,
  deleteAccountSchema,
  sendVerificationSchema,
  verifyEmailSchema,
} from '../../shared/account';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema } from '../../shared/auth';
import { signUpSchema } from '../../shared/sign-up';
import {
  disableTotpSchema,
  enableTotpSchema,
  regenerateBackupCodesSchema,
  removePasskeySchema,
  renamePasskeySchema,
  verifyBackupCodeSchema,
  verifyPasskeyAuthenticationSchema,
  verifyPasskeyRegistrationSchema,
  verifyTotpSchema,
} from '../../shared/two-factor';

import {
  authSessionAnswerSchema,
  authStatusAnswerSchema,
  authSuccessAnswerSchema,
  backupCodesAnswerSchema,
  passkeyAnswerSchema,
  passkeyAuthenticateOptionsSchema,
  passkeyListAnswerSchema,
  passkeyRegisterOptionsSchema,
  passkeyUpdatedAnswerSchema,
  signInAnswerSchema,
  totpEnabledAnswerSchema,
} from '../../shared/auth-answers';

type AnswerSchema = {
  safeParse(
    body: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

type BodySchema = {
  safeParse(
    body: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** One of better-auth's endpoints the app serves under /api/auth, with all that the app adds to it. */
export type AuthEndpoint = {
  method: 'GET' | 'POST';
  path: string;
  /** The shared schema the body is checked with, with the spec's messages, before better-auth sees it. */
  body?: BodySchema;
  /** better-auth's JSON answer on success (shared/auth-answers.ts): the document shows it, the tests hold it. */
  answer: AnswerSchema;
  /** better-auth's own limit for this path (per client address), when not its default of 100 a minute. */
  rateLimit?: { window: number; max: number };
  /** Checks the caller's current password: the product's own limits run first (auth-limits.ts). */
  checksPassword?: boolean;
  /** About the caller's own address: the address comes from the session, never from the body. */
  isOwnAddress?: boolean;
  /**
   * Only what the schema names reaches better-auth (the second-factor endpoints, decision 046): its
   * other options (a custom issuer, trusting a device, skipping the session) are not the product's.
   */
  isExactBody?: boolean;
  /** Needs a session (the OpenAPI document says so), besides those that check the password or the own address. */
  isSignedIn?: boolean;
  /**
   * Adds or takes away a second factor: an administrator who has one does it only from a session that
   * proved one (decision 048).
   */
  changesFactors?: boolean;
  /** Takes a factor away: also checks `code`, a current authenticator or backup code, when the app is on (auth/factor-code.ts). */
  checksFactorCode?: boolean;
  /** A passkey ceremony: only at PUBLIC_URL's address, the passkeys' one site name (decision 057). */
  isPasskeyCeremony?: boolean;
};

/**
 * The one table of allowed auth endpoints (decision 026): the router's allow-list, the body checks, the
 * rate limits and the password checks are all read from it. Anything better-auth serves that is not
 * here is a 404.
 */
export const authEndpoints: readonly AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    answer: authSessionAnswerSchema,
    body: signUpSchema,
    rateLimit: { window: 60, max: 5 },
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    answer: signInAnswerSchema,
    body: signInSchema,
    rateLimit: { window: 60, max: 10 },
  },
  { method: 'POST', path: '/sign-out', answer: authSuccessAnswerSchema },
  { method: 'POST', path: '/revoke-sessions', answer: authStatusAnswerSchema },
  {
    method: 'POST',
    path: '/change-password',
    answer: authSessionAnswerSchema,
    body: changePasswordSchema,
    checksPassword: true,
  },
  {
    method: 'POST',
    path: '/delete-user',
    answer: authSuccessAnswerSchema,
    body: deleteAccountSchema,
    checksPassword: true,
  },
  {
    method: 'POST',
    path: '/email-otp/request-password-reset',
    answer: authSuccessAnswerSchema,
    body: forgotPasswordSchema,
  },
  { method: 'POST', path: '/email-otp/reset-password', answer: authSuccessAnswerSchema, body: resetPasswordSchema },
  // Sending a code stays at the plugin's 3 a minute; typing one gets a little more room.
  {
    method: 'POST',
    path: '/email-otp/send-verification-otp',
    answer: authSuccessAnswerSchema,
    body: sendVerificationSchema,
    isOwnAddress: true,
  },
  {
    method: 'POST',
    path: '/email-otp/verify-email',
    answer: authStatusAnswerSchema,
    body: verifyEmailSchema,
    isOwnAddress: true,
    rateLimit: { window: 60, max: 10 },
  },
  // Second factors (decision 046). A sign-in's code has 5 tries per challenge and 10 failures in a row
  // lock the app for 15 minutes (the plugin's); the rate limits bound the rest per client address.
  {
    method: 'POST',
    path: '/two-factor/enable',
    answer: totpEnabledAnswerSchema,
    changesFactors: true,
    body: enableTotpSchema,
    isExactBody: true,
    checksPassword: true,
    rateLimit: { window: 60, max: 10 },
  },
  {
    method: 'POST',
    path: '/two-factor/verify-totp',
    answer: authSessionAnswerSchema,
    body: verifyTotpSchema,
    isExactBody: true,
    rateLimit: { window: 60, max: 10 },
  },
  {
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    answer: authSessionAnswerSchema,
    body: verifyBackupCodeSchema,
    isExactBody: true,
    rateLimit: { window: 60, max: 10 },
  },
  {
    method: 'POST',
    path: '/two-factor/disable',
    answer: authStatusAnswerSchema,
    changesFactors: true,
    body: disableTotpSchema,
    isExactBody: true,
    checksPassword: true,
    checksFactorCode: true,
    rateLimit: { window: 60, max: 10 },
  },
  {
    method: 'POST',
    path: '/two-factor/generate-backup-codes',
    answer: backupCodesAnswerSchema,
    changesFactors: true,
    body: regenerateBackupCodesSchema,
    isExactBody: true,
    checksPassword: true,
    rateLimit: { window: 60, max: 10 },
  },
  {
    method: 'GET',
    path: '/passkey/generate-register-options',
    answer: passkeyRegisterOptionsSchema,
    isPasskeyCeremony: true,
    changesFactors: true,
    isSignedIn: true,
    rateLimit: { window: 60, max: 10 },
  },
  {
    method: 'POST',
    path: '/passkey/verify-registration',
    answer: passkeyAnswerSchema,
    isPasskeyCeremony: true,
    changesFactors: true,
    isSignedIn: true,
    body: verifyPasskeyRegistrationSchema,
    isExactBody: true,
    rateLimit: { window: 60, max: 10 },
  },
  {
    method: 'GET',
    path: '/passkey/generate-authenticate-options',
    answer: passkeyAuthenticateOptionsSchema,
    isPasskeyCeremony: true,
    rateLimit: { window: 60, max: 20 },
  },
  {
    method: 'POST',
    path: '/passkey/verify-authentication',
    answer: authSessionAnswerSchema,
    isPasskeyCeremony: true,
    body: verifyPasskeyAuthenticationSchema,
    isExactBody: true,
    rateLimit: { window: 60, max: 10 },
  },
  { method: 'GET', path: '/passkey/list-user-passkeys', answer: passkeyListAnswerSchema, isSignedIn: true },
  {
    method: 'POST',
    path: '/passkey/update-passkey',
    answer: passkeyUpdatedAnswerSchema,
    isSignedIn: true,
    body: renamePasskeySchema,
    isExactBody: true,
    rateLimit: { window: 60, max: 20 },
  },
  {
    method: 'POST',
    path: '/passkey/delete-passkey',
    answer: authStatusAnswerSchema,
    changesFactors: true,
    body: removePasskeySchema,
    isExactBody: true,
    checksPassword: true,
    checksFactorCode: true,
    rateLimit: { window: 60, max: 10 },
  },
];

/** 'POST /sign-in/email', as the router and the test harnesses key them. */
export const ENDPOINTS: ReadonlySet<string> = new Set(
  authEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

export const endpointAt = (path: string): AuthEndpoint | undefined =>
  authEndpoints.find((endpoint) => endpoint.path === path);
