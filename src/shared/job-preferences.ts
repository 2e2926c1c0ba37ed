import { z } from 'zod';
import { compensationPeriods, countryCodes, currencies, experienceLevels, jobTypes, locationTypes } from './catalog';
import { singleLineText } from './fields';

// What a member is open to: the first half of matching both ways. Shown to the
// member, to founders hiring on the platform and to the administrator, never to other candidates.

export const openToWorkValues = ['not_looking', 'open', 'active'] as const;
export type OpenToWork = (typeof openToWorkValues)[number];
export const openToWorkLabels: Record<OpenToWork, string> = {
  not_looking: 'Not looking',
  open: 'Open to offers',
  active: 'Actively looking',
};

export const LOOKING_FOR_MAX = 160;
export const PREFERRED_COUNTRIES_MAX = 20;
export const MIN_PAY_MAX = 10_000_000;

/** A list of choices from the catalog: each at most once. */
const choices = <T extends readonly [string, ...string[]]>(values: T, label: string, max: number = values.length) =>
  z
    .array(z.enum(values, { error: `Please choose a valid ${label}` }))
    .max(max, `Choose at most ${max}`)
    .refine((list) => new Set(list).size === list.length, `Each ${label} can be chosen only once`);

/** All three or none: a minimum means something only in one currency and period. */
const minPaySchema = z
  .object({
    amount: z
      .number({ error: 'Please enter a whole amount' })
      .int('Please enter a whole amount')
      .min(1, 'Please enter an amount above 0')
      .max(MIN_PAY_MAX, 'Please enter a smaller amount'),
    currency: z.enum(currencies, { error: 'Please choose a currency' }),
    period: z.enum(compensationPeriods, { error: 'Please choose a period' }),
  })
  .nullable();

export const jobPreferencesSchema = z.object({
  openToWork: z.enum(openToWorkValues, { error: 'Please choose whether you are open to work' }),
  jobTypes: choices(jobTypes, 'job type'),
  experienceLevels: choices(experienceLevels, 'experience level'),
  locationTypes: choices(locationTypes, 'location type'),
  /** Countries they can work in (for a remote position, where they live counts: decision 025). */
  countries: choices(countryCodes, 'country', PREFERRED_COUNTRIES_MAX),
  minPay: minPaySchema,
  needsVisa: z.boolean({ error: 'Please say whether you need visa sponsorship' }),
  lookingFor: singleLineText().max(LOOKING_FOR_MAX, `Please keep this to ${LOOKING_FOR_MAX} characters or fewer`),
});
export type JobPreferences = z.infer<typeof jobPreferencesSchema>;

/** What a member who never said shows: not looking, nothing chosen. */
export const emptyJobPreferences: JobPreferences = {
  openToWork: 'not_looking',
  jobTypes: [],
  experienceLevels: [],
  locationTypes: [],
  countries: [],
  minPay: null,
  needsVisa: false,
  lookingFor: '',
};

/**
 * `preferences` null: the viewer is a founder from whom the member hides their profile ("Show my
 * profile" off, and they have not applied to this founder).
 */
export const jobPreferencesAnswerSchema = z.object({ preferences: jobPreferencesSchema.nullable() });
export type JobPreferencesAnswer = z.infer<typeof jobPreferencesAnswerSchema>;
