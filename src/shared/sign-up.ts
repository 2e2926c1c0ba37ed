import { z } from 'zod';
import { countryField, emailField, newPasswordField, personName, phoneField } from './fields';
import { refinePhoneForCountry } from './phone';

// Sign-up on its own module: its phone rule carries libphonenumber-js's metadata (about 30 KB
// compressed), which the sign-in and password reset pages, reading auth.ts, do not need.

/** The phone is typed next to the country's dial code and stored in E.164 (decision 023). */
export const signUpSchema = refinePhoneForCountry(
  z.object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailField,
    phoneNumber: phoneField,
    country: countryField,
    password: newPasswordField,
  }),
);
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
