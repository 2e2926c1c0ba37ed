import { z } from 'zod';
import {
  compensationPeriods,
  compensationTypes,
  countryCodes,
  currencies,
  experienceLevels,
  isCountryCode,
  isCurrencyCode,
  jobStatuses,
  jobTypes,
  locationTypes,
} from './catalog';
import { multiLineText, singleLineText } from './fields';
import { jobQuestionSchema, jobQuestionsField } from './job-questions';
import { essayRequirements, essaySettingsSchema } from './essays';
import { hasEquity, isPaid, PAY_NOT_STATED, remoteScopes, utcOffsets, type Job } from './job-text';

/** Every compensation type a position can hold: the spec's four, and pay not stated by its ATS board (decision 065). */
export const storedCompensationTypes = [...compensationTypes, PAY_NOT_STATED] as const;
/** The message of a compensation type the position cannot take. */
export const COMPENSATION_TYPE_REQUIRED = 'Please select a compensation type';

/** The most countries a remote position can name; more is nearly anywhere. */
export const REMOTE_COUNTRIES_MAX = 50;
/** An offset in minutes, as the form's select sends it (a string) or the API (a number); empty: none. */
const utcOffset = z
  .union([z.number(), z.string().trim()])
  .transform((v, ctx) => {
    if (v === '') return null;
    const n = Number(v);
    if (!utcOffsets.includes(n)) {
      ctx.addIssue({ code: 'custom', message: 'Please choose a UTC offset' });
      return z.NEVER;
    }
    return n;
  })
  .nullish();

// Job form rules. Fields that do not apply are cleared, on the form and on the server.

const required = (label: string, max: number, text = singleLineText) =>
  text({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text that also takes null, as the parsed form (and the stored job) carries it. */
const optionalText = (max: number, message: string, text = singleLineText) =>
  text()
    .max(max, message)
    .nullish()
    .transform((v) => v ?? '');

const amount = z
  .union([z.number(), z.string().trim()])
  .transform((v, ctx) => {
    if (v === '' || v === null) return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Amount must be a number' });
      return z.NEVER;
    }
    return n;
  })
  .nullable()
  .optional();

/**
 * Whether a number has at most 2 decimal places. Not `Math.round(n * 100) === n * 100`: in binary
 * floating point 0.29 * 100 is 28.999999999999996, which refused ordinary amounts such as 1.15.
 */
const hasAtMostTwoDecimals = (n: number) => Number(n.toFixed(2)) === n;

/** Equity in percent, typed as text (the form) or a number (the API); empty is none. */
const percent = z
  .union([z.number(), z.string().trim()], { error: 'Equity must be a number' })
  .transform((v, ctx) => {
    if (v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Equity must be a number' });
      return z.NEVER;
    }
    return n;
  })
  .nullish();

export const jobSchema = z
  .object({
    title: required('Job title', 100),
    jobType: z.enum(jobTypes, { error: 'Please select a job type' }),
    experienceLevel: z.enum(experienceLevels, { error: 'Please select an experience level' }),
    locationType: z.enum(locationTypes, { error: 'Please select a location type' }),
    locationCity: optionalText(80, 'City must be at most 80 characters'),
    locationCountry: optionalText(2, 'Please select a country'),
    // Where a remote position's candidates may live (decision 025).
    remoteScope: z
      .enum(remoteScopes, { error: 'Please choose where candidates may live' })
      .nullish()
      .transform((v) => v ?? 'anywhere'),
    remoteCountries: z
      .array(singleLineText())
      .max(REMOTE_COUNTRIES_MAX, `Add at most ${REMOTE_COUNTRIES_MAX} countries`)
      .refine((codes) => new Set(codes).size === codes.length, 'Each country can be added only once')
      .nullish()
      .transform((v) => v ?? []),
    remoteUtcMin: utcOffset,
    remoteUtcMax: utcOffset,
    // "Not stated" is kept as an imported position holds it; the server refuses it anywhere else (jobs.service).
    compensationType: z.enum(storedCompensationTypes, { error: COMPENSATION_TYPE_REQUIRED }),
    compensationCurrency: optionalText(3, 'Please select a currency'),
    compensationAmountMin: amount,
    compensationAmountMax: amount,
    compensationPeriod: optionalText(5, 'Please select a period'),
    /** Equity offered, in percent: both ends or neither (none); only with a type that includes equity. */
    equityMin: percent,
    equityMax: percent,
    visaSponsorship: z.boolean({ error: 'Visa sponsorship must be yes or no' }).default(false),
    requiredSkills: z
      .array(singleLineText().min(1).max(40, 'Each skill must be at most 40 characters'))
      .max(30, 'Add at most 30 skills')
      .refine((s) => new Set(s.map((x) => x.toLowerCase())).size === s.length, 'Each skill can be added only once')
      .default([]),
    additionalRequirements: optionalText(
      2000,
      'Additional requirements must be at most 2000 characters',
      multiLineText,
    ),
    description: required('Job description', 5000, multiLineText),
    status: z.enum(jobStatuses, { error: 'Please select a status' }).default('open'),
    questions: jobQuestionsField,
    /** The two standard essays: required (the default), optional or not asked (decision 061). */
    essays: essaySettingsSchema,
  })
  .superRefine((job, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (job.locationType !== 'Remote') {
      if (!job.locationCity) issue('locationCity', 'City is required');
      if (!isCountryCode(job.locationCountry)) issue('locationCountry', 'Please select a country');
    } else if (job.remoteScope === 'countries') {
      if (job.remoteCountries.length === 0) issue('remoteCountries', 'Add at least one country');
      else if (!job.remoteCountries.every(isCountryCode)) issue('remoteCountries', 'Please select a country');
    } else if (job.remoteScope === 'timezones') {
      if (job.remoteUtcMin == null) issue('remoteUtcMin', 'Please choose the first time zone');
      if (job.remoteUtcMax == null) issue('remoteUtcMax', 'Please choose the last time zone');
      if (job.remoteUtcMin != null && job.remoteUtcMax != null && job.remoteUtcMax < job.remoteUtcMin)
        issue('remoteUtcMax', 'The last time zone must not be west of the first');
    }
    if (isPaid(job.compensationType)) {
      if (!isCurrencyCode(job.compensationCurrency)) issue('compensationCurrency', 'Please select a currency');
      if (!(compensationPeriods as readonly string[]).includes(job.compensationPeriod))
        issue('compensationPeriod', 'Please select a period');
      const min = job.compensationAmountMin;
      const max = job.compensationAmountMax;
      if (min === null || min === undefined) issue('compensationAmountMin', 'Minimum amount is required');
      for (const [path, value] of [
        ['compensationAmountMin', min],
        ['compensationAmountMax', max],
      ] as const) {
        if (value === null || value === undefined) continue;
        if (value < 0) issue(path, 'Amount must be 0 or more');
        else if (!hasAtMostTwoDecimals(value)) issue(path, 'Amounts can have at most 2 decimal places');
        else if (value > 1_000_000_000) issue(path, 'Amount is too large');
      }
      if (min != null && max != null && max < min)
        issue('compensationAmountMax', 'Maximum must not be below the minimum');
    }
    if (hasEquity(job.compensationType)) {
      const min = job.equityMin ?? null;
      const max = job.equityMax ?? null;
      // "None" is neither end; one end alone is a range half said.
      if (min === null && max !== null) issue('equityMin', 'Enter the lowest equity too, or leave both empty');
      if (max === null && min !== null) issue('equityMax', 'Enter the highest equity too, or leave both empty');
      for (const [path, value] of [
        ['equityMin', min],
        ['equityMax', max],
      ] as const) {
        if (value === null) continue;
        if (value < 0 || value > 100) issue(path, 'Equity must be between 0 and 100%');
        else if (!hasAtMostTwoDecimals(value)) issue(path, 'Equity can have at most 2 decimal places');
      }
      if (min !== null && max !== null && max < min)
        issue('equityMax', 'The highest equity must not be below the lowest');
    }
  })
  .transform((job) => {
    const isRemote = job.locationType === 'Remote';
    const paid = isPaid(job.compensationType);
    return {
      ...job,
      locationCity: isRemote ? null : job.locationCity,
      locationCountry: isRemote ? null : job.locationCountry,
      remoteScope: isRemote ? job.remoteScope : null,
      remoteCountries: isRemote && job.remoteScope === 'countries' ? job.remoteCountries : [],
      remoteUtcMin: isRemote && job.remoteScope === 'timezones' ? (job.remoteUtcMin ?? null) : null,
      remoteUtcMax: isRemote && job.remoteScope === 'timezones' ? (job.remoteUtcMax ?? null) : null,
      compensationCurrency: paid ? job.compensationCurrency : null,
      compensationAmountMin: paid ? (job.compensationAmountMin ?? null) : null,
      compensationAmountMax: paid ? (job.compensationAmountMax ?? null) : null,
      compensationPeriod: paid ? job.compensationPeriod : null,
      equityMin: hasEquity(job.compensationType) ? (job.equityMin ?? null) : null,
      equityMax: hasEquity(job.compensationType) ? (job.equityMax ?? null) : null,
      additionalRequirements: job.additionalRequirements || null,
    };
  });
export type JobInput = z.input<typeof jobSchema>;
export type JobData = z.output<typeof jobSchema>;

export {
  compensationText,
  equityBadge,
  equityRangeText,
  equityText,
  hasEquity,
  isPaid,
  offerText,
  PAY_NOT_STATED,
  VISA_BADGE,
  locationText,
  remoteScopes,
  remoteWhereText,
  utcOffsetText,
  utcOffsets,
  type Job,
  type RemoteScope,
} from './job-text';

// The API's answers (decision 029).

/**
 * Text the database keeps as plain text that is always one of `values` (the forms allow no other): the
 * answer is checked against them and the document lists them, while the type stays the stored string.
 */
export const storedOneOf = (values: readonly string[]) => z.enum(values);

/** A position as the API sends it. */
export const positionSchema = z.object({
  id: z.uuid(),
  startupId: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(jobStatuses),
  isActive: z.boolean(),
  jobType: storedOneOf(jobTypes),
  experienceLevel: storedOneOf(experienceLevels),
  locationType: storedOneOf(locationTypes),
  locationCity: z.string().nullable(),
  locationCountry: storedOneOf(countryCodes).nullable(),
  /** Where a remote position's candidates may live (decision 025); null for on-site and hybrid. */
  remoteScope: z.enum(remoteScopes).nullable(),
  remoteCountries: z.array(storedOneOf(countryCodes)),
  /** UTC offsets in minutes, for remoteScope 'timezones'. */
  remoteUtcMin: z.number().int().nullable(),
  remoteUtcMax: z.number().int().nullable(),
  compensationType: storedOneOf(storedCompensationTypes),
  compensationCurrency: storedOneOf(currencies).nullable(),
  compensationAmountMin: z.number().nullable(),
  compensationAmountMax: z.number().nullable(),
  compensationPeriod: storedOneOf(compensationPeriods).nullable(),
  /** Equity offered, in percent: a range, or both null for none. */
  equityMin: z.number().nullable(),
  equityMax: z.number().nullable(),
  visaSponsorship: z.boolean(),
  requiredSkills: z.array(z.string()),
  additionalRequirements: z.string().nullable(),
  /** The position's own questions, asked after the two standard essays. */
  questions: z.array(jobQuestionSchema),
  /** Whether the two standard essays are required, optional or not asked. */
  essays: z.object({ startupCulture: z.enum(essayRequirements), problemSolving: z.enum(essayRequirements) }),
  createdAt: z.iso.datetime(),
  /** When its founder last changed it: "Open until" counts from it (validThroughOf). */
  updatedAt: z.iso.datetime(),
});
// Job itself is written out in job-text.ts, which the pages that only show jobs load without zod; this
// fails to compile when the two differ.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<z.infer<typeof positionSchema>, Job>;

/**
 * A position as its founder's dashboard lists it: with how many applied, and how many of those the
 * founder has not opened yet (decision 020). Withdrawn ones are not counted.
 */
export const ownerJobSchema = positionSchema.extend({
  applications: z.object({ total: z.number().int().nonnegative(), new: z.number().int().nonnegative() }),
  /** Imported from an ATS: its page there, and the fields edited here that the hourly sync leaves alone. */
  source: z.object({ url: z.string().nullable(), detachedFields: z.array(z.string()) }).nullable(),
});
export type OwnerJob = z.infer<typeof ownerJobSchema>;
export const ownerJobsSchema = z.object({ items: z.array(ownerJobSchema) });
/** A position its founder reads, posted or edited. */
export const jobAnswerSchema = z.object({ job: positionSchema });
