import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { isExclusionViolation, isUniqueViolation } from '../../../db/errors';
import { interviews, interviewSlots } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

// Booking an interview's slot. The database keeps the two rules, so no two requests
// at once can break them: an interview is booked once (the update's condition, and a slot's id unique
// among booked interviews), and one organizer's booked interviews never overlap (the exclusion
// constraint of migration 0036). Whichever commits second hears that the time was taken.

export const SLOT_TAKEN = 'This time was just taken. Please choose another.';
export const ALREADY_BOOKED = 'This interview is already booked. Ask the founder if you need another time.';

/**
 * Books `slotId` of the interview for its candidate: the interview takes the slot's times and a new
 * calendar SEQUENCE. Returns the booked times; 409 when the interview is no longer open to booking or
 * the organizer is busy then.
 */
export async function bookSlot(
  db: DbOrTx,
  input: { interviewId: string; slotId: string },
): Promise<{ startsAt: Date; endsAt: Date; sequence: number }> {
  try {
    const [booked] = await db
      .update(interviews)
      .set({
        status: 'booked',
        bookedSlotId: input.slotId,
        otherTimesNote: null,
        updatedAt: new Date(),
        startsAt: sql`(select ${interviewSlots.startsAt} from ${interviewSlots} where ${interviewSlots.id} = ${input.slotId})`,
        endsAt: sql`(select ${interviewSlots.endsAt} from ${interviewSlots} where ${interviewSlots.id} = ${input.slotId})`,
        sequence: sql`${interviews.sequence} + 1`,
      })
      .where(
        and(
          eq(interviews.id, input.interviewId),
          eq(interviews.status, 'proposed'),
          // Only a slot of this interview, still ahead.
          sql`exists (select 1 from ${interviewSlots} where ${interviewSlots.id} = ${input.slotId} and ${interviewSlots.interviewId} = ${input.interviewId} and ${interviewSlots.startsAt} > now())`,
        ),
      )
      .returning({ startsAt: interviews.startsAt, endsAt: interviews.endsAt, sequence: interviews.sequence });
    if (!booked?.startsAt || !booked.endsAt) throw new AppError('SLOT_TAKEN', ALREADY_BOOKED);
    return { startsAt: booked.startsAt, endsAt: booked.endsAt, sequence: booked.sequence };
  } catch (error) {
    if (isExclusionViolation(error) || isUniqueViolation(error)) throw new AppError('SLOT_TAKEN', SLOT_TAKEN);
    throw error;
  }
}
