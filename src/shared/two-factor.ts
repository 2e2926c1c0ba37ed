import { z } from 'zod';
import { singleLineText } from './fields';

// Second factors (decision 046): an authenticator app (TOTP, with ten single-use backup codes)
// and passkeys. The bodies of better-auth's two-factor and passkey endpoints, checked before it sees them.

/** How many backup codes the authenticator app comes with, each usable once. */
export const BACKUP_CODE_COUNT = 10;

const passwordField = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(128, 'Please enter your password');

/** Six digits from the authenticator app; spaces the person typed or copied along are dropped. */
const totpCodeField = z
  .string({ error: 'Please enter the code from your authenticator app' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Please enter the code from your authenticator app')
      .regex(/^\d{6}$/, 'The code is the 6 digits your authenticator app shows'),
  );

/** A backup code as it was shown: 5 letters or digits, a dash, 5 more (the dash may be left out). */
const backupCodeField = z
  .string({ error: 'Please enter one of your backup codes' })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, 'Please enter one of your backup codes')
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'A backup code looks like ab3De-9xYz2'),
  )
  .transform((v) => (v.includes('-') ? v : `${v.slice(0, 5)}-${v.slice(5)}`));

/** An authenticator code or a backup code, told apart by their shapes. */
export const factorCodeField = z
  .string({ error: 'Please enter a code from your authenticator app or a backup code' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Please enter a code from your authenticator app or a backup code')
      .max(11, 'Enter the 6-digit code from your authenticator app or one of your backup codes')
      .regex(
        /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/,
        'Enter the 6-digit code from your authenticator app or one of your backup codes',
      ),
  );

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** POST /api/auth/two-factor/enable: starts the authenticator app (it is on once a code confirms it). */
export const enableTotpSchema = z.object({ password: passwordField });
export type EnableTotpInput = z.input<typeof enableTotpSchema>;
/** Its answer: the otpauth:// address the QR code shows, and the ten backup codes, shown this once. */
export type EnableTotpAnswer = { totpURI: string; backupCodes: string[] };

/** POST /api/auth/two-factor/verify-totp: confirms the app (signed in) or finishes a sign-in. */
export const verifyTotpSchema = z.object({ code: totpCodeField });
export type VerifyTotpInput = z.input<typeof verifyTotpSchema>;

/** POST /api/auth/two-factor/verify-backup-code: finishes a sign-in with a backup code, which is then used up. */
export const verifyBackupCodeSchema = z.object({ code: backupCodeField });

/** POST /api/auth/two-factor/disable: the password and a current code (or a backup code). */
export const disableTotpSchema = z.object({ password: passwordField, code: factorCodeField });
export type DisableTotpInput = z.input<typeof disableTotpSchema>;

/** POST /api/auth/two-factor/generate-backup-codes: ten new codes; the old ones stop working. */
export const regenerateBackupCodesSchema = z.object({ password: passwordField });

export const PASSKEY_NAME_MAX = 60;
const passkeyNameField = singleLineText()
  .min(1, 'Please give the passkey a name')
  .max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`);

/** POST /api/auth/passkey/verify-registration: the browser's answer, and the name the member gave it. */
export const verifyPasskeyRegistrationSchema = z.object({
  response: z.looseObject({ id: z.string().max(1024) }),
  name: passkeyNameField.optional(),
});

/** POST /api/auth/passkey/verify-authentication: the browser's signed answer to the challenge. */
export const verifyPasskeyAuthenticationSchema = z.object({ response: z.looseObject({ id: z.string().max(1024) }) });

/** POST /api/auth/passkey/update-passkey: renames one of the member's passkeys. */
export const renamePasskeySchema = z.object({ id: z.uuid('Unknown passkey'), name: passkeyNameField });
export type RenamePasskeyInput = z.input<typeof renamePasskeySchema>;

/**
 * POST /api/auth/passkey/delete-passkey: what a sign-in asks for (decision 046): the password, and a
 * current authenticator or backup code when the app is on. A lost passkey is the usual reason to remove
 * one, so removing it cannot ask for that passkey.
 */
export const removePasskeySchema = z.object({
  id: z.uuid('Unknown passkey'),
  password: passwordField,
  code: factorCodeField.optional(),
});
export type RemovePasskeyInput = z.input<typeof removePasskeySchema>;

/** One of the member's passkeys as GET /api/auth/passkey/list-user-passkeys lists it (only what the page shows is read). */
export type PasskeyRow = {
  id: string;
  name: string | null;
  createdAt: string | null;
  deviceType: string;
  backedUp: boolean;
};

export const FACTOR_CODE_INVALID = 'That code is not right. Check your authenticator app, or use a backup code.';
export const FACTOR_CODE_REQUIRED = 'Please enter a code from your authenticator app or a backup code';
export const SECOND_FACTOR_REQUIRED =
  'An administrator needs an authenticator app or a passkey before using the admin area.';
/** An administrator signed in with the password alone (a passkey is their factor): the admin area waits for it (decision 048). */
export const SECOND_FACTOR_SIGN_IN =
  'Confirm it is you with your passkey or authenticator app before using the admin area.';
/** An administrator's factors change only from a session that proved one (decision 048). */
export const FACTOR_CHANGE_NEEDS_PROOF =
  'Sign in with your passkey or authenticator app before changing your second factors.';

/**
 * Passkeys belong to one site name (the relying party, PUBLIC_URL's host), and browsers refuse them on
 * an address in numbers: a page opened at another address (127.0.0.1, a LAN address, while PUBLIC_URL is
 * unset) can do everything else, and says plainly where passkeys work (decision 057).
 */
export function isPasskeyAddress(publicUrl: string, origin: string): boolean {
  return URL.canParse(publicUrl) && new URL(publicUrl).origin === origin.toLowerCase();
}
export const passkeyAddressMessage = (publicUrl: string) =>
  `Passkeys work only at ${publicUrl}. Open this page there to use one.`;
