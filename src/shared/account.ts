import { z } from 'zod';

// Settings modal rules and messages (spec 2 sections 5 and 8).
export const settingsSchema = z.object({
  emailNotifications: z.boolean(),
  statusUpdates: z.boolean(),
  jobRecommendations: z.boolean(),
  showProfile: z.boolean(),
  allowMessages: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const changeEmailSchema = z.object({
  newEmail: z.string().trim().toLowerCase().pipe(z.email('Invalid email format. Please enter a valid email address.')),
  currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password'),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password'),
    newPassword: z.string().min(6, 'New password must be at least 6 characters').max(128, 'New password must be at most 128 characters'),
    confirmPassword: z.string().optional(),
    revokeOtherSessions: z.boolean().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: 'New passwords do not match' });

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Please enter your password to confirm deletion' }).min(1, 'Please enter your password to confirm deletion'),
});

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect.';
export const EMAIL_IN_USE = 'This email address is already in use.';
