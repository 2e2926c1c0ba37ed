import { z } from 'zod';
import { countryField, emailField, newPasswordField, personName, phoneField } from './fields';

export const signUpSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailField,
  phoneNumber: phoneField,
  country: countryField,
  password: newPasswordField,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
