import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type PhoneNumber,
} from 'libphonenumber-js/min';
import { z } from 'zod';
import { countryName, dialCode } from './catalog';
import { countryField, phoneField } from './fields';

// Phone numbers against the chosen country's numbering plan (decision 023), with libphonenumber-js's
// small metadata (about 30 KB gzipped with its code): the same answer in the browser and on the server.
// Only the sign-up and profile schemas import this module; pages that need a constant or a helper of
// profiles take it from profile-text.ts or limits.ts, so the metadata stays out of them.

export const phoneInvalidMessage = (country: string) =>
  `Please enter a valid phone number for ${countryName(country) || 'your country'}`;

/** The spec's own message, for a number refused with fewer than 6 digits (most countries' shortest). */
export const PHONE_TOO_SHORT_MESSAGE = 'Please enter at least 6 digits';
const PHONE_MIN_DIGITS = 6;

/**
 * Why a number is not one of the country's: too short, in the spec's words, or not the country's in
 * its own words. A shorter number the country does dial (Niue's four digits) is valid and never asked.
 */
export const phoneRefusal = (number: string, country: string) =>
  (number.match(/\d/g)?.length ?? 0) < PHONE_MIN_DIGITS ? PHONE_TOO_SHORT_MESSAGE : phoneInvalidMessage(country);

/**
 * The number as the chosen country dials it: typed nationally ("01512 3456789" for DE) or with its +
 * code. Countries sharing a calling code (US and CA, GB and JE...) accept each other's numbers: the
 * small metadata cannot always tell them apart, and a Canadian may well keep a US number. A country
 * without a numbering plan of its own (Antarctica...) takes any valid number given with its + code.
 */
function parseFor(number: string, country: string): PhoneNumber | null {
  const plan = isSupportedCountry(country) ? country : undefined;
  const phone = parsePhoneNumberFromString(number, plan);
  if (!phone?.isValid()) return null;
  if (plan && phone.countryCallingCode !== getCountryCallingCode(plan)) return null;
  return phone;
}

/** E.164 (+4915123456789) when the number is valid for the country, else null. */
export function toE164(number: string, country: string): string | null {
  return parseFor(number, country)?.number ?? null;
}

/** The number as dialled from abroad ("+49 1512 3456789") when it is valid for the country, else null. */
export function internationalPhone(number: string, country: string): string | null {
  return parseFor(number, country)?.formatInternational() ?? null;
}

/**
 * What the phone input shows next to the country's dial code: the number without it ("1512 3456789").
 * A number stored before decision 023 (national digits, no + code) is read with the profile's country;
 * one that cannot be read, or has no dial code to stand beside, is shown whole.
 */
export function nationalPhone(stored: string, country: string): string {
  const phone = parseFor(stored, country);
  if (!phone) return stored;
  const international = phone.formatInternational();
  const prefix = `${dialCode(country)} `;
  return dialCode(country) && international.startsWith(prefix) ? international.slice(prefix.length) : international;
}

const phoneAndCountry = z.object({ phoneNumber: phoneField.optional(), country: countryField });

/**
 * The rule of a form with a phone and a country: the number must be valid for the country (fewer than 6
 * digits is answered with the spec's "Please enter at least 6 digits"), and is
 * stored in E.164. It runs as soon as those two fields are themselves well formed, so that its message
 * shows together with the other fields' messages. An absent phone (a profile saved without touching a
 * number stored before decision 023) is left alone.
 */
export function refinePhoneForCountry<T extends z.ZodType<{ phoneNumber?: string | undefined; country: string }>>(
  schema: T,
) {
  return schema
    .superRefine(
      (value, ctx) => {
        if (value.phoneNumber !== undefined && !toE164(value.phoneNumber, value.country)) {
          ctx.addIssue({
            code: 'custom',
            path: ['phoneNumber'],
            message: phoneRefusal(value.phoneNumber, value.country),
          });
        }
      },
      { when: (payload) => phoneAndCountry.safeParse(payload.value).success },
    )
    .transform((value) =>
      value.phoneNumber === undefined ? value : { ...value, phoneNumber: toE164(value.phoneNumber, value.country)! },
    );
}
