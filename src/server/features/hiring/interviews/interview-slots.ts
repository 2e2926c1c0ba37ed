import { DateTime } from 'luxon';
import { INTERVIEW_DAYS_AHEAD_MAX, WINDOW_SLOTS_MAX, type InterviewData } from '../../../../shared/interviews';
import { cutWindow, formatNamed } from '../../../../shared/interview-time';
import { AppError } from '../../../lib/app-error';

// The times an organizer offers, made into slots of real time and checked against the rules the
// shared schema cannot know alone: now, and the organizer's own calendar.

export type NewSlot = { startsAt: Date; endsAt: Date };

/** Offered times must start at least this far ahead: a time already begun cannot be booked. */
const LEAD_MINUTES = 5;

const invalid = (message: string) => new AppError('INVALID_INPUT', message, { times: message });

/**
 * The slots of `input.times`: fixed start times each lasting the interview's length, or a day's window
 * cut into back-to-back slots (Luxon, across daylight-saving changes). Refuses times past or too far
 * ahead, fixed times that overlap each other, and a window holding none or more than the maximum.
 */
export function slotsOf(input: InterviewData, now: Date): NewSlot[] {
  const minutes = input.durationMinutes;
  const slots: NewSlot[] =
    input.times.mode === 'fixed'
      ? input.times.startsAt.map((iso) => {
          const startsAt = new Date(iso);
          return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
        })
      : cutWindow({
          date: input.times.date,
          from: input.times.from,
          to: input.times.to,
          zone: input.zone,
          minutes,
        }).map((slot) => ({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) }));
  if (input.times.mode === 'window') {
    if (slots.length === 0) throw invalid(`That window is shorter than one interview of ${minutes} minutes`);
    if (slots.length > WINDOW_SLOTS_MAX)
      throw invalid(`That window holds more than ${WINDOW_SLOTS_MAX} interviews; please choose a shorter one`);
  }
  const earliest = now.getTime() + LEAD_MINUTES * 60_000;
  const latest = DateTime.fromJSDate(now).plus({ days: INTERVIEW_DAYS_AHEAD_MAX }).toMillis();
  const sorted = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const [i, slot] of sorted.entries()) {
    if (slot.startsAt.getTime() < earliest) throw invalid('Please offer times that are still ahead');
    if (slot.startsAt.getTime() > latest)
      throw invalid(`Please offer times within the next ${INTERVIEW_DAYS_AHEAD_MAX} days`);
    const next = sorted[i + 1];
    if (next && next.startsAt < slot.endsAt)
      throw invalid(
        `Two of the times overlap (${formatNamed(next.startsAt.toISOString(), input.zone)}); please offer times at least ${minutes} minutes apart`,
      );
  }
  return sorted;
}
