import { subscriber } from '../../../events/subscriber';
import { notificationLinks } from '../../../../shared/paths';
import { tellPerson } from './interview-notices';
import { cancelOpenInterview, interviewParts } from './interviews.service';

// What each step of an interview tells its two people. A booking sends both the calendar
// invitation (METHOD:REQUEST, the interview's one UID, its SEQUENCE); a cancellation of a booked one
// sends METHOD:CANCEL with the next SEQUENCE to both, so both calendars drop it. Subscribers read the
// interview as it is when they run: deleted meanwhile (an account gone), there is nobody to tell.

/** The invitation asks no calendar for a reply (interview-ical.ts): changes are made on the interview's page. */
const CHANGES_HERE = 'To change or cancel it, use the button below: a reply from your calendar is not read.';

export const interviewsSubscribers = [
  // An application that closes takes its open interview with it: both calendars drop a booked one.
  subscriber({
    name: 'interviews.cancel-on-withdrawal',
    on: 'application.withdrawn',
    async handle({ tx }, event) {
      await cancelOpenInterview({
        db: tx,
        applicationId: event.applicationId,
        byCandidate: true,
        causedBy: event.applicantId,
        reason: 'The application was withdrawn.',
      });
    },
  }),
  subscriber({
    name: 'interviews.cancel-on-decline',
    on: 'application.status_changed',
    async handle({ tx }, event) {
      if (event.toStatus !== 'rejected') return;
      await cancelOpenInterview({
        db: tx,
        applicationId: event.applicationId,
        byCandidate: false,
        // Null when the platform closed an application nobody answered.
        causedBy: event.actorId,
        reason: '',
      });
    },
  }),
  subscriber({
    name: 'interviews.tell-candidate-times-offered',
    on: 'interview.proposed',
    async handle(context, event) {
      const parts = await interviewParts(context.tx, event.interviewId);
      if (!parts || parts.status !== 'proposed') return;
      const position = `${parts.jobTitle} at ${parts.startupName}`;
      await tellPerson(context, parts, 'candidate', () => ({
        notification: {
          title: event.isReschedule ? 'New interview times' : 'Choose a time for your interview',
          message: `${parts.organizerName} offered ${event.isReschedule ? 'new ' : ''}times for an interview for ${position}.`,
          type: 'info',
          link: notificationLinks.interview(parts.id),
        },
        subject: event.isReschedule
          ? `New interview times: ${position}`
          : `Choose a time for your interview: ${position}`,
        lead: event.isReschedule
          ? `${parts.organizerName} offered new times for your interview for ${position}. Any time booked before is released; choose one of the new times.`
          : `${parts.organizerName} would like to interview you for ${position}. Choose one of the times offered, or ask for others.`,
        action: 'Choose a time',
      }));
    },
  }),
  subscriber({
    name: 'interviews.send-booking-invitations',
    on: 'interview.booked',
    async handle(context, event) {
      const parts = await interviewParts(context.tx, event.interviewId);
      // Cancelled or moved again meanwhile: that step sends its own.
      if (!parts || parts.status !== 'booked' || parts.sequence !== event.sequence) return;
      const position = `${parts.jobTitle} at ${parts.startupName}`;
      const calendar = { method: 'REQUEST' as const, sequence: event.sequence };
      await tellPerson(
        context,
        parts,
        'candidate',
        (when) => ({
          notification: null,
          subject: `Interview booked: ${position}`,
          lead: `Your interview for ${position} with ${parts.organizerName} is booked for ${when}. The invitation is attached for your calendar. ${CHANGES_HERE}`,
          action: 'See the interview',
        }),
        { calendar },
      );
      await tellPerson(
        context,
        parts,
        'organizer',
        (when) => ({
          notification: {
            title: 'Interview booked',
            message: `${parts.candidateName} booked ${when} for ${position}.`,
            type: 'success',
            link: notificationLinks.interview(parts.id),
          },
          subject: `Interview booked: ${parts.candidateName}, ${position}`,
          lead: `${parts.candidateName} booked their interview for ${position}: ${when}. The invitation is attached for your calendar. ${CHANGES_HERE}`,
          action: 'See the interview',
        }),
        { calendar },
      );
    },
  }),
  subscriber({
    name: 'interviews.tell-organizer-other-times',
    on: 'interview.other_times_asked',
    async handle(context, event) {
      const parts = await interviewParts(context.tx, event.interviewId);
      if (!parts || parts.status !== 'proposed' || !parts.otherTimesNote) return;
      const position = `${parts.jobTitle} at ${parts.startupName}`;
      await tellPerson(context, parts, 'organizer', () => ({
        notification: {
          title: 'Other interview times asked for',
          message: `${parts.candidateName} cannot make the times offered for ${position}.`,
          type: 'warning',
          link: notificationLinks.interview(parts.id),
        },
        subject: `${parts.candidateName} asked for other interview times`,
        lead: `None of the times you offered for ${position} suit ${parts.candidateName}. Offer new times from the interview.`,
        quote: { label: `${parts.candidateName} wrote`, text: parts.otherTimesNote! },
        action: 'Offer new times',
      }));
    },
  }),
  subscriber({
    name: 'interviews.tell-cancelled',
    on: 'interview.cancelled',
    async handle(context, event) {
      const parts = await interviewParts(context.tx, event.interviewId);
      if (!parts) return;
      const position = `${parts.jobTitle} at ${parts.startupName}`;
      const by = event.byCandidate ? parts.candidateName : parts.organizerName;
      const quote = parts.cancelReason ? { label: `${by} wrote`, text: parts.cancelReason } : null;
      // Both calendars drop a booked interview; only the other side needs telling when nothing was booked.
      const calendar = event.wasBooked ? { method: 'CANCEL' as const, sequence: event.sequence } : undefined;
      const people = event.wasBooked
        ? (['candidate', 'organizer'] as const)
        : event.byCandidate
          ? (['organizer'] as const)
          : (['candidate'] as const);
      for (const person of people) {
        const isCanceller = (person === 'candidate') === event.byCandidate;
        await tellPerson(
          context,
          parts,
          person,
          (when) => ({
            notification: isCanceller
              ? null
              : {
                  title: 'Interview cancelled',
                  message: `${by} cancelled the interview for ${position}.`,
                  type: 'warning',
                  link: notificationLinks.interview(parts.id),
                },
            subject: `Interview cancelled: ${position}`,
            lead: isCanceller
              ? `You cancelled the interview for ${position}${when ? ` on ${when}` : ''}. It is removed from your calendar.`
              : `${by} cancelled the interview for ${position}${when && event.wasBooked ? ` on ${when}` : ''}.`,
            quote: isCanceller ? null : quote,
            action: 'See the interview',
          }),
          { calendar },
        );
      }
    },
  }),
];
