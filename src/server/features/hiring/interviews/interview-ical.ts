import { createEvent } from 'ics';

// An interview's calendar invitation (RFC 5545 with iTIP's methods, RFC 5546), made
// by `ics`. One interview is one calendar event for its whole life: the same UID always, a higher
// SEQUENCE for each change, so a calendar updates the event it has instead of adding another; METHOD
// CANCEL with the next SEQUENCE removes it. Times go as UTC instants ("…Z"), which every calendar shows
// in its reader's own zone; the organizer's zone is named in the description for the people reading it.
// Nobody is asked to reply (RSVP=FALSE, each attendee already ACCEPTED: the candidate chose the time):
// the organizer is the platform's no-reply address, so a "Yes" from a calendar would reach no one. The
// product's own page is where an interview is changed or cancelled, and the description says so.

export type InterviewInvitation = {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the interview: `<interview id>@<host>`. */
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  /** The people of this copy: the reader first (the founder's copy lists the founder too). */
  attendees: { name: string; email: string; role: 'CHAIR' | 'REQ-PARTICIPANT' }[];
};

const utcParts = (at: Date) =>
  [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()] as [
    number,
    number,
    number,
    number,
    number,
  ];

/** The .ics text of the invitation, its cancellation or its update; throws if `ics` refuses the event. */
export function interviewCalendar(invitation: InterviewInvitation): string {
  const { error, value } = createEvent({
    productId: 'liftoff/interviews',
    method: invitation.method,
    uid: invitation.uid,
    sequence: invitation.sequence,
    start: utcParts(invitation.startsAt),
    end: utcParts(invitation.endsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invitation.title,
    description: invitation.description,
    ...(invitation.location ? { location: invitation.location } : {}),
    ...(invitation.url ? { url: invitation.url } : {}),
    status: invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: invitation.attendees.map(({ name, email, role }) => ({
      name,
      email,
      role,
      rsvp: false,
      partstat: 'ACCEPTED',
    })),
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be made');
  return value;
}
