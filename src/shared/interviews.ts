import { z } from 'zod';
import { multiLineText, singleLineText } from './fields';
import { isTimeZone } from './interview-time';

// Interviews (decision 043): the founder offers times for an application, fixed ones
// or a window of one day cut into slots; the candidate books one or asks for other times. Every time
// is an instant (ISO, UTC); each person reads it in their own zone.

export const interviewKinds = ['video', 'call', 'onsite'] as const;
export type InterviewKind = (typeof interviewKinds)[number];
export const interviewKindLabels: Record<InterviewKind, string> = {
  video: 'Video call',
  call: 'Phone call',
  onsite: 'On site',
};

export const interviewDurations = [15, 30, 45, 60, 90, 120, 180, 240] as const;
export const INTERVIEW_MINUTES_MIN = 15;
export const INTERVIEW_MINUTES_MAX = 240;
/** Fixed times offered at once. */
export const FIXED_SLOTS_MAX = 10;
/** Slots a window may be cut into: a working day of 30-minute slots. */
export const WINDOW_SLOTS_MAX = 16;
/** How far ahead times may be offered. */
export const INTERVIEW_DAYS_AHEAD_MAX = 180;
export const INTERVIEW_NOTE_MAX = 1000;
export const INTERVIEW_LOCATION_MAX = 300;

export const interviewStatuses = ['proposed', 'booked', 'cancelled'] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];

const ZONE_MESSAGE = 'Please choose a time zone from the list';
export const timeZoneField = z
  .string({ error: ZONE_MESSAGE })
  .trim()
  .max(64, ZONE_MESSAGE)
  .refine(isTimeZone, ZONE_MESSAGE);

const isoInstant = z.iso.datetime({ offset: true, error: 'Please choose a date and time' });
const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Times offered: up to ten fixed start times, or one day's window in the organizer's zone. */
export const interviewTimesSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('fixed'),
      startsAt: z
        .array(isoInstant, { error: 'Please offer at least one time' })
        .min(1, 'Please offer at least one time')
        .max(FIXED_SLOTS_MAX, `Please offer at most ${FIXED_SLOTS_MAX} times`),
    }),
    z.object({
      mode: z.literal('window'),
      date: z.iso.date({ error: 'Please choose a day' }),
      from: z.iso.time({ precision: -1, error: 'Please choose when you are free from' }),
      to: z.iso.time({ precision: -1, error: 'Please choose until when you are free' }),
    }),
  ],
  { error: 'Please offer some times' },
);
export type InterviewTimes = z.infer<typeof interviewTimesSchema>;

const location = singleLineText({ error: 'Please write the link or the address as text' }).max(
  INTERVIEW_LOCATION_MAX,
  `Please keep it to ${INTERVIEW_LOCATION_MAX} characters or fewer`,
);

/** POST /api/applications/:id/interviews and POST /api/interviews/:id/reschedule. */
export const interviewInputSchema = z
  .object({
    kind: z.enum(interviewKinds, { error: 'Please choose how you will meet' }),
    durationMinutes: z
      .number({ error: 'Please choose a length' })
      .int('Please choose a length')
      .min(INTERVIEW_MINUTES_MIN, `An interview lasts at least ${INTERVIEW_MINUTES_MIN} minutes`)
      .max(INTERVIEW_MINUTES_MAX, `An interview lasts at most ${INTERVIEW_MINUTES_MAX / 60} hours`),
    location: location.default(''),
    /** The organizer's zone, in which a window's hours are read and which the e-mails name. */
    zone: timeZoneField,
    note: multiLineText({ error: 'Please write the note as text' })
      .max(INTERVIEW_NOTE_MAX, `Please keep the note to ${INTERVIEW_NOTE_MAX} characters or fewer`)
      .default(''),
    times: interviewTimesSchema,
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'video' && !isWebLink(value.location))
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'Please enter the video link, starting with https://',
      });
    if (value.kind === 'onsite' && value.location === '')
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Please enter the address' });
    if (value.times.mode === 'window' && value.times.to <= value.times.from)
      ctx.addIssue({ code: 'custom', path: ['times', 'to'], message: 'The end must be after the start' });
  });
export type InterviewInput = z.input<typeof interviewInputSchema>;
export type InterviewData = z.output<typeof interviewInputSchema>;

export const bookSlotSchema = z.object({ slotId: z.uuid({ error: 'Please choose a time' }) });
export const OTHER_TIMES_NOTE_MAX = 1000;
export const otherTimesSchema = z.object({
  note: multiLineText({ error: 'Please write when suits you' })
    .min(1, 'Please write when suits you')
    .max(OTHER_TIMES_NOTE_MAX, `Please keep the note to ${OTHER_TIMES_NOTE_MAX} characters or fewer`),
});
export const cancelInterviewSchema = z.object({
  reason: multiLineText({ error: 'Please write the reason as text' })
    .max(500, 'Please keep the reason to 500 characters or fewer')
    .default(''),
});

export const interviewSlotSchema = z.object({ id: z.uuid(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });

/** One interview as the founder and the candidate read it. */
export const interviewSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  kind: z.enum(interviewKinds),
  durationMinutes: z.number().int(),
  location: z.string(),
  organizerZone: z.string(),
  note: z.string(),
  status: z.enum(interviewStatuses),
  /** Still ahead and offered, for a proposed interview; empty otherwise. */
  slots: z.array(interviewSlotSchema),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** The candidate asked for other times, with this note. */
  otherTimesNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  position: z.object({ jobId: z.uuid(), title: z.string(), startupName: z.string() }),
  organizer: z.object({ name: z.string() }),
  candidate: z.object({ name: z.string() }),
  /** Which side the caller is on: what they may do with it. */
  role: z.enum(['organizer', 'candidate', 'admin']),
  createdAt: z.iso.datetime(),
});
export type Interview = z.infer<typeof interviewSchema>;
export const interviewAnswerSchema = z.object({ interview: interviewSchema });
export const interviewsSchema = z.object({ items: z.array(interviewSchema) });

/** GET /api/interviews/upcoming: the caller's booked interviews ahead, either side, soonest first. */
export const upcomingInterviewsSchema = z.object({ items: z.array(interviewSchema) });
