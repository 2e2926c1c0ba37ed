import { z } from 'zod';
import { timeZoneField } from './interviews';

// Settings modal rules and messages.
export const settingsSchema = z.object({
  emailNotifications: z.boolean(),
  statusUpdates: z.boolean(),
  jobRecommendations: z.boolean(),
  /** E-mails when a startup the member follows posts a position (decision 018). */
  followedStartups: z.boolean(),
  /** E-mails when someone writes about an application (decision 019). */
  messageEmails: z.boolean(),
  /** A founder's weekly reminder of applications waiting for an answer (decision 019). */
  hiringReminders: z.boolean(),
  /** A founder's daily e-mail of the applications received since the last one. */
  applicationDigest: z.boolean(),
  showProfile: z.boolean(),
  allowMessages: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
/** GET and PUT /api/account/settings. */
export const settingsAnswerSchema = z.object({ settings: settingsSchema });

/** PUT /api/account/time-zone: the member's own zone for every time shown, or null for the browser's. */
export const timeZoneInputSchema = z.object({ timeZone: timeZoneField.nullable() });
export const timeZoneAnswerSchema = z.object({ timeZone: z.string().nullable() });

export const changeEmailSchema = z.object({
  newEmail: z.string().trim().toLowerCase().pipe(z.email('Invalid email format. Please enter a valid email address.')),
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password'),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password' })
      .min(1, 'Please enter your current password'),
    newPassword: z
      .string()
      .min(6, 'New password must be at least 6 characters')
      .max(128, 'New password must be at most 128 characters'),
    confirmPassword: z.string().optional(),
    revokeOtherSessions: z.boolean().optional(),
    /** Also end the member's API tokens with the old password (decision 055); a reset always does. */
    endApiTokens: z.boolean().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'New passwords do not match',
  });

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Please enter your password to confirm deletion' })
    .min(1, 'Please enter your password to confirm deletion'),
});

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect.';
export const EMAIL_IN_USE = 'This email address is already in use.';

/** A code from an e-mail we sent: six digits, spaces the person may have copied along are dropped. */
const codeField = z
  .string({ error: 'Please enter the verification code' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Please enter the verification code')
      .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail'),
  );

/** Confirm the signed-in member's address with the code sent to it. */
export const verifyEmailSchema = z.object({ otp: codeField });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** Send (again) the code that confirms the signed-in member's address; the address is the session's. */
export const sendVerificationSchema = z.object({});

/** The second step of changing the e-mail: the code sent to the new address. */
export const confirmEmailChangeSchema = z.object({
  newEmail: changeEmailSchema.shape.newEmail,
  otp: codeField,
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeSchema>;
/** POST /api/account/change-email: the code went to this address, which the account moves to once confirmed. */
export const emailChangeRequestedSchema = z.object({ pendingEmail: z.string() });
/** POST /api/account/change-email/confirm: the account's address now. */
export const emailChangedSchema = z.object({ email: z.string() });

export const VERIFY_CODE_INVALID = 'Invalid or expired verification code. Please request a new one.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
export const PASSWORD_CHECKS_LIMITED = 'Too many password attempts. Please wait 15 minutes and try again.';
export const VERIFICATION_SENDS_LIMITED = 'Too many codes requested. Please wait a while before asking for another.';
