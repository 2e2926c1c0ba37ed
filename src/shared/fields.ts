import { z } from 'zod';
import { countryCodes } from './catalog';

// Reusable fields with the spec's messages. Forms and API parse the same ones.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const PHONE_MAX_LENGTH = 30;

const required = (label: string) => `${label} is required`;

// Control characters are invisible, break layouts and e-mails, and NUL cannot even be stored by
// PostgreSQL. One line of text refuses them all (C0 with NUL, DEL, C1) and Unicode's own line and
// paragraph separators (U+2028, U+2029), which break a line as \n does; multi-line text keeps only
// its line breaks and tabs.
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove invisible control characters';
/* eslint-disable no-control-regex -- matching control characters is the point of these two */
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

export const isSingleLineSafe = (text: string) => !ANY_CONTROL.test(text);
export const isMultiLineSafe = (text: string) => !CONTROL_BUT_LINES.test(text);

type StringParams = Parameters<typeof z.string>[0];

/** One line of text (names, titles, links, search words): trimmed, no control characters. */
export function singleLineText(params?: StringParams) {
  return z.string(params).trim().refine(isSingleLineSafe, CONTROL_CHARACTERS_MESSAGE);
}

/** Text of several lines (answers, descriptions, messages): trimmed; newlines and tabs allowed. */
export function multiLineText(params?: StringParams) {
  return z.string(params).trim().refine(isMultiLineSafe, CONTROL_CHARACTERS_MESSAGE);
}

// Letters of any alphabet; a hyphen, apostrophe or single space may join two letters (Jean-Luc, O'Brien).
const NAME_PATTERN = /^\p{L}+(?:[-' ]\p{L}+)*$/u;

export function personName(label: string) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .min(NAME_MIN, `${label} must be at least ${NAME_MIN} characters`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(NAME_PATTERN, `${label} can only contain letters`);
}

export const emailField = z
  .string({ error: required('Email') })
  .trim()
  .min(1, required('Email'))
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const newPasswordField = z
  .string({ error: required('Password') })
  .min(1, required('Password'))
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

/**
 * The phone as typed: national digits next to the country's dial code, or with its own + code. Whether
 * it is a number of the chosen country is checked with the country (`refinePhoneForCountry` in phone.ts, decision 023).
 */
export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(PHONE_MAX_LENGTH, `Phone number must be at most ${PHONE_MAX_LENGTH} characters`)
  .regex(/^\+?[\d\s().-]*$/, 'Phone number can only contain digits, spaces, dots, dashes, brackets and a leading +')
  .refine(isSingleLineSafe, CONTROL_CHARACTERS_MESSAGE);

export const countryField = z.enum(countryCodes, { error: 'Please select a country' });
