import { z } from 'zod';
import { singleLineText } from './fields';

export { RESET_CODE_MINUTES } from './limits';
// Types only: the sign-up schema itself is in sign-up.ts, with the phone metadata it carries.
export type { SignUpData, SignUpInput } from './sign-up';

export const signInSchema = z.object({
  email: singleLineText({ error: 'Email is required' }).min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address')),
});

/** Reset password: code required, password at least 6, and the two must match. */
export const resetPasswordSchema = z
  .object({
    email: z.string().trim().pipe(z.email('Please enter a valid email address')),
    otp: z.string({ error: 'Please enter the verification code' }).trim().min(1, 'Please enter the verification code'),
    password: z
      .string({ error: 'Password must be at least 6 characters' })
      .min(6, 'Password must be at least 6 characters')
      .max(128, 'Password must be at most 128 characters'),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const RESET_CODE_INVALID = 'Invalid or expired verification code. Please request a new one.';
export const RESET_RATE_LIMITED = 'Too many reset attempts. Please try again later.';
